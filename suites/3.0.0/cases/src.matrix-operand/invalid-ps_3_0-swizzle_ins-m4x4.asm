// case: src.matrix-operand/invalid/ps_3_0/swizzle_ins-m4x4 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, c0.wzyx
mov oC0, c0
