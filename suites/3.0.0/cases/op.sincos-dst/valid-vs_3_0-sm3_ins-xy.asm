// case: op.sincos-dst/valid/vs_3_0/sm3_ins-xy (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_3_0/sm3_ins-xy (assemble)
// expect: the tokens of valid-vs_3_0-sm3_ins-xy.bin
// origin: template op {ins: xy}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov o0, v0
