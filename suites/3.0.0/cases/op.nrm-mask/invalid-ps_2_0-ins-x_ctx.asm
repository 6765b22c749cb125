// case: op.nrm-mask/invalid/ps_2_0/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oC0, c0
add r4, c0, c0
mad r5, c1, c1, r4
add r6, c2, c2
mov r7, r4
mad r8, c5, c5, r4
