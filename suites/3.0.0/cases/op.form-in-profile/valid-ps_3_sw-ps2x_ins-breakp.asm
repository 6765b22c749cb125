// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-breakp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-breakp (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-breakp.bin
// origin: template op {ins: breakp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
rep i0
breakp p0.x
endrep
mov oC0, c0
