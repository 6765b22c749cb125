// case: op.form-in-profile/valid/ps_1_1/ps1_ins-mad (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps1_ins-mad (assemble)
// expect: the tokens of valid-ps_1_1-ps1_ins-mad.bin
// origin: template op {ins: mad}
ps_1_1
mov r1, c0
mad r0, r1, c0, r1
mov r0, c0
