// case: op.rep-operand/invalid/ps_2_x/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oC0, c0
mul r4, c2, c2
mov r5, r4
mad r6, c0, r5, c0
mul r7, c7, r4
add r8, c0, r5
