// case: swz.sincos-replicate/invalid/ps_2_x/ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 1 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oC0, c0
add r4, c0, c0
