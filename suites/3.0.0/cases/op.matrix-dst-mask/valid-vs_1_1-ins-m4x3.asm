// case: op.matrix-dst-mask/valid/vs_1_1/ins-m4x3 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_1_1/ins-m4x3 (assemble)
// expect: the tokens of valid-vs_1_1-ins-m4x3.bin
// origin: template op {ins: m4x3}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0.xyz, r1, c0
mov oPos, v0
