// case: op.form-in-profile/valid/ps_3_sw/ps2x_ins-dsy (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/ps2x_ins-dsy (assemble)
// expect: the tokens of valid-ps_3_sw-ps2x_ins-dsy.bin
// origin: template op {ins: dsy}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dsy r0, r1
mov oC0, c0
