// case: swz.sincos-replicate/invalid/vs_3_sw/sm3_ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1
mov o0, v0
add r4, c4, c4
mul r5, r4, r4
mul r6, r4, r5
mul r7, r6, r6
