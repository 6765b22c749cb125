// case: op.form-in-profile/valid/ps_1_3/ps1_ins-cnd (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps1_ins-cnd (assemble)
// expect: the tokens of valid-ps_1_3-ps1_ins-cnd.bin
// origin: template op {ins: cnd}
ps_1_3
mov r1, c0
mov r0, c1
cnd r0, r0.a, r1, c0
mov r0, c0
