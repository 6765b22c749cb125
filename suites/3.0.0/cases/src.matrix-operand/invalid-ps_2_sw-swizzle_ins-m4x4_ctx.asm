// case: src.matrix-operand/invalid/ps_2_sw/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oC0, c0
add r4, c5, c5
mad r5, c1, c1, c1
add r6, r5, c4
mov r7, c6
