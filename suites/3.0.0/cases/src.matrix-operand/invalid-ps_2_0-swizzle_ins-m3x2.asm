// case: src.matrix-operand/invalid/ps_2_0/swizzle_ins-m3x2 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m3x2}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
m3x2 r0.xy, r1, c2.x
mov oC0, c0
