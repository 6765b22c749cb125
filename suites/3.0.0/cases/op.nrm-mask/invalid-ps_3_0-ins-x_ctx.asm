// case: op.nrm-mask/invalid/ps_3_0/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oC0, c0
mov r4, c1
mov r5, c5
mad r6, r4, c4, r5
mul r7, r5, r6
add r8, c0, c0
