// case: op.form-in-profile/valid/ps_3_0/ps2_ins-nop (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps2_ins-nop (assemble)
// expect: the tokens of valid-ps_3_0-ps2_ins-nop.bin
// origin: template op {ins: nop}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
nop
mov oC0, c0
