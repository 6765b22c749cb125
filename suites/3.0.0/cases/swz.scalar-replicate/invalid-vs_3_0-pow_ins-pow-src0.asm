// case: swz.scalar-replicate/invalid/vs_3_0/pow_ins-pow-src0 (validate)
// expect: invalid [swz.scalar-replicate]
// origin: template op {ins: pow-src0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1, r2.x
mov o0, v0
