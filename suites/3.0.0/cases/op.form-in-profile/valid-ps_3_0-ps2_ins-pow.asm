// case: op.form-in-profile/valid/ps_3_0/ps2_ins-pow (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps2_ins-pow (assemble)
// expect: the tokens of valid-ps_3_0-ps2_ins-pow.bin
// origin: template op {ins: pow}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.x
mov oC0, c0
