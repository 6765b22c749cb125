// case: op.sincos-dst/valid/ps_3_0/sm3_ins-x (validate)
// expect: valid
// case: op.sincos-dst/assemble/ps_3_0/sm3_ins-x (assemble)
// expect: the tokens of valid-ps_3_0-sm3_ins-x.bin
// origin: template op {ins: x}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.x, r1.x
mov oC0, c0
