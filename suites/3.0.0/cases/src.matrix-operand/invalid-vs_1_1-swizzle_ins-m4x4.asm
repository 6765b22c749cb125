// case: src.matrix-operand/invalid/vs_1_1/swizzle_ins-m4x4 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oPos, v0
