// case: swz.sincos-replicate/invalid/vs_3_0/sm3_ins-yzxw (validate)
// expect: invalid [swz.sincos-replicate]
// origin: template op {ins: yzxw}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.yzxw
mov o0, v0
