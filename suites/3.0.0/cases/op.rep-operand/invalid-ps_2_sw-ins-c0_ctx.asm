// case: op.rep-operand/invalid/ps_2_sw/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oC0, c0
add r4, c4, c4
add r5, c6, c6
mov r6, c3
add r7, r5, c3
mov r8, r4
mov r9, c1
