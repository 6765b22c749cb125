// case: op.crs-operands/invalid/ps_3_0/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
mul r4, c5, c5
mad r5, r4, r4, c0
mad r6, c2, r4, r5
mad r7, c3, r4, c3
mov r8, r5
mul r9, c6, c6
