// case: swz.sincos-replicate/invalid/ps_3_sw/sm3_ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1
mov oC0, c0
add r4, c5, c5
