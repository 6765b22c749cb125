// case: op.form-in-profile/valid/ps_1_2/ps1_ins-lrp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps1_ins-lrp (assemble)
// expect: the tokens of valid-ps_1_2-ps1_ins-lrp.bin
// origin: template op {ins: lrp}
ps_1_2
mov r1, c0
lrp r0, r1, c0, r1
mov r0, c0
