// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-rep (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-rep (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-rep.bin
// origin: template op {ins: rep}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, r1
endrep
mov oC0, c0
