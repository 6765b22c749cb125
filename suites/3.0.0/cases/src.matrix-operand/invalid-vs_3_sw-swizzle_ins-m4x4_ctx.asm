// case: src.matrix-operand/invalid/vs_3_sw/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov o0, v0
mad r4, c0, c0, c0
mad r5, r4, c7, c7
mul r6, r4, c5
mov r7, r5
add r8, r6, c5
