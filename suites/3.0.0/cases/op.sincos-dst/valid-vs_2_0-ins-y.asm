// case: op.sincos-dst/valid/vs_2_0/ins-y (validate)
// expect: valid
// case: op.sincos-dst/assemble/vs_2_0/ins-y (assemble)
// expect: the tokens of valid-vs_2_0-ins-y.bin
// origin: template op {ins: y}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.y, r1.x, c0, c1
mov oPos, v0
