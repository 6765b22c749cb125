// case: op.form-in-profile/valid/ps_1_4/ps1_ins-mov (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps1_ins-mov (assemble)
// expect: the tokens of valid-ps_1_4-ps1_ins-mov.bin
// origin: template op {ins: mov}
ps_1_4
mov r1, c0
mov r0, r1
mov r0, c0
