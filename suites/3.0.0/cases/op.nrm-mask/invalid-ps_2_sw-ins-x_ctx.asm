// case: op.nrm-mask/invalid/ps_2_sw/ins-x_ctx (validate)
// expect: invalid [op.nrm-mask]
// origin: template op {ins: x} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0.x, r1
mov oC0, c0
mov r4, c7
mul r5, r4, c6
mul r6, c2, r5
