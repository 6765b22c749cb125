// case: swz.sincos-replicate/invalid/vs_2_0/ins-identity_ctx (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oPos, v0
add r4, c2, c2
mov r5, r4
mov r6, c2
mov r7, r5
