// case: op.form-in-profile/valid/ps_1_1/ps1_ins-add (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps1_ins-add (assemble)
// expect: the tokens of valid-ps_1_1-ps1_ins-add.bin
// origin: template op {ins: add}
ps_1_1
mov r1, c0
add r0, r1, c0
mov r0, c0
