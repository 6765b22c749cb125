// case: op.matrix-dst-mask/valid/vs_1_1/ins-m3x2 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_1_1/ins-m3x2 (assemble)
// expect: the tokens of valid-vs_1_1-ins-m3x2.bin
// origin: template op {ins: m3x2}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, r1, c0
mov oPos, v0
