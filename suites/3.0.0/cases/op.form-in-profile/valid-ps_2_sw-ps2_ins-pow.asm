// case: op.form-in-profile/valid/ps_2_sw/ps2_ins-pow (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2_ins-pow (assemble)
// expect: the tokens of valid-ps_2_sw-ps2_ins-pow.bin
// origin: template op {ins: pow}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.x
mov oC0, c0
