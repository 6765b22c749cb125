// case: op.sincos-constants/valid/ps_2_0/ins-c7-c3 (validate)
// expect: valid
// case: op.sincos-constants/assemble/ps_2_0/ins-c7-c3 (assemble)
// expect: the tokens of valid-ps_2_0-ins-c7-c3.bin
// origin: template op {ins: c7-c3}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c7, c3
mov oC0, c0
