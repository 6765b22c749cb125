// case: op.form-in-profile/valid/ps_2_0/ps2_ins-nrm (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-nrm (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-nrm.bin
// origin: template op {ins: nrm}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oC0, c0
