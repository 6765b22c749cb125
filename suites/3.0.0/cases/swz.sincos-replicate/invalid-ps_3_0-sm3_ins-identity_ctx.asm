// case: swz.sincos-replicate/invalid/ps_3_0/sm3_ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 3 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1
mov oC0, c0
mul r4, c0, c0
mul r5, r4, r4
mad r6, c7, c7, r4
