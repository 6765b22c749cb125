// case: swz.scalar-replicate/invalid/ps_2_x/pow_ins-pow-src1 (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: pow-src1}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.wzyx
mov oC0, c0
