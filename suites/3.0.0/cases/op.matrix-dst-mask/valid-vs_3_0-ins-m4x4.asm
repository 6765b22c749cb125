// case: op.matrix-dst-mask/valid/vs_3_0/ins-m4x4 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_3_0/ins-m4x4 (assemble)
// expect: the tokens of valid-vs_3_0-ins-m4x4.bin
// origin: template op {ins: m4x4}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0
mov o0, v0
