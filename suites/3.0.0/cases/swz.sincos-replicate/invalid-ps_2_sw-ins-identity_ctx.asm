// case: swz.sincos-replicate/invalid/ps_2_sw/ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oC0, c0
mad r4, c7, c7, c7
mov r5, c1
mad r6, r4, r5, c4
mov r7, r5
