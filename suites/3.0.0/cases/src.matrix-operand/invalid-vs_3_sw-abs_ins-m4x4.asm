// case: src.matrix-operand/invalid/vs_3_sw/abs_ins-m4x4 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0_abs
mov o0, v0
