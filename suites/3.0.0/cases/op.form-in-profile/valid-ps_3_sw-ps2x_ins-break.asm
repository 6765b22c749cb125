// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-break (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-break (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-break.bin
// origin: template op {ins: break}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break
endrep
mov oC0, c0
