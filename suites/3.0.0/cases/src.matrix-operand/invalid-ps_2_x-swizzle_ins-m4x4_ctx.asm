// case: src.matrix-operand/invalid/ps_2_x/swizzle_ins-m4x4_ctx (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oC0, c0
mul r4, c3, c3
mov r5, r4
mov r6, c5
mad r7, r6, r6, c3
mov r8, c3
mov r9, r7
