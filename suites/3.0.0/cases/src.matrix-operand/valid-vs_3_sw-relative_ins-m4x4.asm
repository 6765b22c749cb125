// case: src.matrix-operand/valid/vs_3_sw/relative_ins-m4x4 (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_3_sw/relative_ins-m4x4 (assemble)
// expect: the tokens of valid-vs_3_sw-relative_ins-m4x4.bin
// origin: template op {ins: m4x4}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
m4x4 r0, r1, c[a0.x + 4]
mov o0, v0
