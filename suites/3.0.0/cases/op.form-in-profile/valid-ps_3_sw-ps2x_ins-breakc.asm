// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-breakc (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-breakc.bin
// origin: template op {ins: breakc}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_gt r1.x, c0.x
endrep
mov oC0, c0
