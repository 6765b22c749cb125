// case: swz.scalar-replicate/invalid/vs_3_0/pow_ins-pow-src1 (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: pow-src1}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.wzyx
mov o0, v0
