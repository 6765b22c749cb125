// case: swz.sincos-replicate/valid/vs_3_sw/sm3_ins-sincos (validate)
// expect: valid
// case: swz.sincos-replicate/assemble/vs_3_sw/sm3_ins-sincos (assemble)
// expect: the tokens of valid-vs_3_sw-sm3_ins-sincos.bin
// origin: template op {ins: sincos}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.w
mov o0, v0
