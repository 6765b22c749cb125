// case: op.form-in-profile/valid/ps_2_x/ps2x_ins-dsx (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2x_ins-dsx (assemble)
// expect: the tokens of valid-ps_2_x-ps2x_ins-dsx.bin
// origin: template op {ins: dsx}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oC0, c0
