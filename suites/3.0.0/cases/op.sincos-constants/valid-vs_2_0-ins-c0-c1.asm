// case: op.sincos-constants/valid/vs_2_0/ins-c0-c1 (validate)
// expect: valid
// case: op.sincos-constants/assemble/vs_2_0/ins-c0-c1 (assemble)
// expect: the tokens of valid-vs_2_0-ins-c0-c1.bin
// origin: template op {ins: c0-c1}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oPos, v0
