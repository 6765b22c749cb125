// case: op.form-in-profile/valid/ps_1_1/ps1_ins-sub (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps1_ins-sub (assemble)
// expect: the tokens of valid-ps_1_1-ps1_ins-sub.bin
// origin: template op {ins: sub}
ps_1_1
mov r1, c0
sub r0, r1, c0
mov r0, c0
