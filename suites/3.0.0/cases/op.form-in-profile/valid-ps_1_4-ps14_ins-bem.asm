// case: op.form-in-profile/valid/ps_1_4/ps14_ins-bem (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14_ins-bem (assemble)
// expect: the tokens of valid-ps_1_4-ps14_ins-bem.bin
// origin: template op {ins: bem}
ps_1_4
mov r1, c0
bem r0.rg, c0, r1
mov r0, c0
