// case: swz.sincos-replicate/invalid/vs_2_sw/ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oPos, v0
mul r4, c4, c4
mad r5, c0, r4, r4
add r6, c4, r4
mul r7, r4, c1
