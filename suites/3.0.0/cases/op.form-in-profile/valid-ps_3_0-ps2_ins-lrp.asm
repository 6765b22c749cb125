// case: op.form-in-profile/valid/ps_3_0/ps2_ins-lrp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps2_ins-lrp (assemble)
// expect: the tokens of valid-ps_3_0-ps2_ins-lrp.bin
// origin: template op {ins: lrp}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp r0, r1, r2, r3
mov oC0, c0
