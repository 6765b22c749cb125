// case: swz.sincos-replicate/invalid/vs_3_sw/sm3_ins-identity (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: identity}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1
mov o0, v0
