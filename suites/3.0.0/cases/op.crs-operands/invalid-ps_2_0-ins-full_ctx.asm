// case: op.crs-operands/invalid/ps_2_0/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 5 random context instructions (seed 1 attempt 2)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
mov r4, c2
add r5, r4, r4
add r6, r5, r4
add r7, r6, c3
mov r8, r4
