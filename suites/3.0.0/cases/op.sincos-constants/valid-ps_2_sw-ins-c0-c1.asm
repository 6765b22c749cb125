// case: op.sincos-constants/valid/ps_2_sw/ins-c0-c1 (validate)
// expect: valid
// case: op.sincos-constants/assemble/ps_2_sw/ins-c0-c1 (assemble)
// expect: the tokens of valid-ps_2_sw-ins-c0-c1.bin
// origin: template op {ins: c0-c1}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oC0, c0
