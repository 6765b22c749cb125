// case: src.matrix-operand/invalid/vs_1_1/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oPos, v0
mul r4, c3, c3
mul r5, r4, r4
mad r6, c4, r5, c4
mad r7, r6, c5, c5
mul r8, r6, r4
