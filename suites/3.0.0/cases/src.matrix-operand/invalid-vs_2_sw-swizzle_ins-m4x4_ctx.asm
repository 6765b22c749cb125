// case: src.matrix-operand/invalid/vs_2_sw/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 2 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oPos, v0
mad r4, c0, c0, c0
mul r5, c3, c3
