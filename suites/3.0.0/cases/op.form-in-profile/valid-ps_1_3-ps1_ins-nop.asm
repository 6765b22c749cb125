// case: op.form-in-profile/valid/ps_1_3/ps1_ins-nop (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps1_ins-nop (assemble)
// expect: the tokens of valid-ps_1_3-ps1_ins-nop.bin
// origin: template op {ins: nop}
ps_1_3
mov r1, c0
nop
mov r0, c0
