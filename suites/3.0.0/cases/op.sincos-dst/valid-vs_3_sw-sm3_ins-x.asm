// case: op.sincos-dst/valid/vs_3_sw/sm3_ins-x (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_3_sw/sm3_ins-x (assemble)
// expect: the tokens of valid-vs_3_sw-sm3_ins-x.bin
// origin: template op {ins: x}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x
mov o0, v0
