// case: op.form-in-profile/valid/ps_1_2/ps1_ins-cmp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps1_ins-cmp (assemble)
// expect: the tokens of valid-ps_1_2-ps1_ins-cmp.bin
// origin: template op {ins: cmp}
ps_1_2
mov r1, c0
cmp r0, r1, c0, r1
mov r0, c0
