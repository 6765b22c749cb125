// case: src.matrix-operand/valid/vs_2_x/ins-m3x3 (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_2_x/ins-m3x3 (assemble)
// expect: the tokens of valid-vs_2_x-ins-m3x3.bin
// origin: template op {ins: m3x3}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xyz, r1, c4
mov oPos, v0
