// case: op.form-in-profile/valid/ps_1_1/ps1_ins-mul (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps1_ins-mul (assemble)
// expect: the tokens of valid-ps_1_1-ps1_ins-mul.bin
// origin: template op {ins: mul}
ps_1_1
mov r1, c0
mul r0, r1, c0
mov r0, c0
