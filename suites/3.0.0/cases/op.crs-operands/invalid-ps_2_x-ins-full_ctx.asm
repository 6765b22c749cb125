// case: op.crs-operands/invalid/ps_2_x/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oC0, c0
mul r4, c2, c2
mov r5, r4
mov r6, c0
add r7, r5, r4
