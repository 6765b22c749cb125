// case: swz.scalar-replicate/valid/vs_3_0/pow_ins-pow (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_0/pow_ins-pow (assemble)
// expect: the tokens of valid-vs_3_0-pow_ins-pow.bin
// origin: template op {ins: pow}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.w
mov o0, v0
