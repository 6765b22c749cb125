// case: op.breakp-operand/invalid/ps_2_x/ins-r1_ctx (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    breakp r1.x
endrep
mov oC0, c0
mul r0, c3, c3
add r4, r0, r0
mul r5, r0, r4
mul r6, c2, c2
mul r7, c1, c1
add r8, c2, r5
