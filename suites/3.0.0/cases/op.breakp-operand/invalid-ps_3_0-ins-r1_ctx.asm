// case: op.breakp-operand/invalid/ps_3_0/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov oC0, c0
mul r0, c4, c4
mad r4, r0, r0, c4
add r5, r0, c5
mul r6, c3, r5
