// case: src.matrix-operand/invalid/vs_2_0/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oPos, v0
mov r4, c6
mov r5, r4
add r6, r4, c0
mad r7, r4, c7, r5
mad r8, r4, c1, c1
