// case: src.matrix-operand/invalid/vs_3_0/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov o0, v0
mul r4, c7, c7
add r5, c7, c7
mad r6, r4, c3, c3
add r7, r5, c2
mad r8, r4, c6, c6
