// case: op.form-in-profile/valid/ps_1_3/ps1_ins-dp4 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps1_ins-dp4 (assemble)
// expect: the tokens of valid-ps_1_3-ps1_ins-dp4.bin
// origin: template op {ins: dp4}
ps_1_3
mov r1, c0
dp4 r0, r1, c0
mov r0, c0
