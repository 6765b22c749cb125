// case: op.matrix-dst-mask/valid/vs_3_sw/ins-m3x2 (validate)
// expect: valid
// case: op.matrix-dst-mask/assemble/vs_3_sw/ins-m3x2 (assemble)
// expect: the tokens of valid-vs_3_sw-ins-m3x2.bin
// origin: template op {ins: m3x2}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, r1, c0
mov o0, v0
