// case: op.sincos-constants/valid/vs_2_0/ins-c7-c3 (validate)
// expect: valid
// case: op.sincos-constants/assemble/vs_2_0/ins-c7-c3 (assemble)
// expect: the tokens of valid-vs_2_0-ins-c7-c3.bin
// origin: template op {ins: c7-c3}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c7, c3
mov oPos, v0
