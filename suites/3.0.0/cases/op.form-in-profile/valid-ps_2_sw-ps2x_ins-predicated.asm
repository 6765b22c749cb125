// case: op.form-in-profile/valid/ps_2_sw/ps2x_ins-predicated (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2x_ins-predicated (assemble)
// expect: the tokens of valid-ps_2_sw-ps2x_ins-predicated.bin
// origin: template op {ins: predicated}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov oC0, c0
