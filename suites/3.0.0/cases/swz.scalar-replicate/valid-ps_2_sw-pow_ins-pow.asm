// case: swz.scalar-replicate/valid/ps_2_sw/pow_ins-pow (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_sw/pow_ins-pow (assemble)
// expect: the tokens of valid-ps_2_sw-pow_ins-pow.bin
// origin: template op {ins: pow}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.w
mov oC0, c0
