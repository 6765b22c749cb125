// case: op.form-in-profile/valid/ps_2_x/ps2_ins-abs (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2_ins-abs (assemble)
// expect: the tokens of valid-ps_2_x-ps2_ins-abs.bin
// origin: template op {ins: abs}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
abs r0, r1
mov oC0, c0
