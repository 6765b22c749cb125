// case: src.matrix-operand/invalid/vs_2_x/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oPos, v0
mov r4, c7
