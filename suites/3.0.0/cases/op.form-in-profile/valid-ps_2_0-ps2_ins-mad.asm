// case: op.form-in-profile/valid/ps_2_0/ps2_ins-mad (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-mad (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-mad.bin
// origin: template op {ins: mad}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, r1, c0, r2
mov oC0, c0
