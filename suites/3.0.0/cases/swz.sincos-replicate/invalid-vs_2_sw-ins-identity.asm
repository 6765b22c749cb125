// case: swz.sincos-replicate/invalid/vs_2_sw/ins-identity (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1, c0, c1
mov oPos, v0
