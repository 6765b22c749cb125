// case: src.matrix-operand/valid/vs_1_1/ins-m3x2-neg-src0 (validate)
// expect: valid
// case: src.matrix-operand/assemble/vs_1_1/ins-m3x2-neg-src0 (assemble)
// expect: the tokens of valid-vs_1_1-ins-m3x2-neg-src0.bin
// origin: template op {ins: m3x2-neg-src0}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, -r1, c2
mov oPos, v0
