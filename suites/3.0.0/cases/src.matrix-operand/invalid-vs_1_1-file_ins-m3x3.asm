// case: src.matrix-operand/invalid/vs_1_1/file_ins-m3x3 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m3x3}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m3x3 r0.xyz, r1, r3
mov oPos, v0
