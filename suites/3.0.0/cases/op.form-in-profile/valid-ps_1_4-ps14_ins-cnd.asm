// case: op.form-in-profile/valid/ps_1_4/ps14_ins-cnd (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14_ins-cnd (assemble)
// expect: the tokens of valid-ps_1_4-ps14_ins-cnd.bin
// origin: template op {ins: cnd}
ps_1_4
mov r1, c0
cnd r0, r1, c0, r1
mov r0, c0
