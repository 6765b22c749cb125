// case: src.matrix-operand/invalid/ps_3_sw/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oC0, c0
add r4, c0, c0
mov r5, r4
mad r6, r5, r4, r4
add r7, c4, r6
