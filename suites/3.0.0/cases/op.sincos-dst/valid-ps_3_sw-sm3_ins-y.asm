// case: op.sincos-dst/valid/ps_3_sw/sm3_ins-y (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_3_sw/sm3_ins-y (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ins-y.bin
// origin: template op {ins: y}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.y, r1.x
mov oC0, c0
