// case: src.matrix-operand/invalid/ps_2_0/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oC0, c0
mov r4, c5
mov r5, c3
mov r6, c6
add r7, r4, r4
