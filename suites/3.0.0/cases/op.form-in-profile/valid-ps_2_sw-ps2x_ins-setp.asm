// case: op.form-in-profile/valid/ps_2_sw/ps2x_ins-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2x_ins-setp (assemble)
// expect: the tokens of valid-ps_2_sw-ps2x_ins-setp.bin
// origin: template op {ins: setp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oC0, c0
