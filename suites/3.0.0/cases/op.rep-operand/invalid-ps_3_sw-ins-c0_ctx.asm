// case: op.rep-operand/invalid/ps_3_sw/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oC0, c0
mov r4, c3
add r5, c6, c6
add r6, r4, r4
mad r7, c4, r6, c4
mul r8, r7, c3
mov r9, c4
