// case: swz.scalar-replicate/invalid/ps_2_sw/pow_ins-pow-src0 (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: pow-src0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1, r2.x
mov oC0, c0
