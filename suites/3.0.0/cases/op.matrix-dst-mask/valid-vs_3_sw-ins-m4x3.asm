// case: op.matrix-dst-mask/valid/vs_3_sw/ins-m4x3 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_3_sw/ins-m4x3 (assemble)
// expect: the tokens of valid-vs_3_sw-ins-m4x3.bin
// origin: template op {ins: m4x3}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x3 r0.xyz, r1, c0
mov o0, v0
