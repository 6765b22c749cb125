// case: op.form-in-profile/valid/ps_1_4/ps1_ins-dp3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps1_ins-dp3 (assemble)
// expect: the tokens of valid-ps_1_4-ps1_ins-dp3.bin
// origin: template op {ins: dp3}
ps_1_4
mov r1, c0
dp3 r0, r1, c0
mov r0, c0
