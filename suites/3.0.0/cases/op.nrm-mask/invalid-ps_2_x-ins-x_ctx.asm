// case: op.nrm-mask/invalid/ps_2_x/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oC0, c0
mul r4, c6, c6
mad r5, r4, c1, c1
mad r6, r5, r4, r5
add r7, r5, r6
mad r8, c3, c3, r4
