// case: swz.sincos-replicate/invalid/ps_2_0/ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 6 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oC0, c0
mul r4, c4, c4
mul r5, c3, c3
mad r6, c6, r4, c6
mul r7, c1, c1
add r8, c2, c2
mul r9, c1, c1
