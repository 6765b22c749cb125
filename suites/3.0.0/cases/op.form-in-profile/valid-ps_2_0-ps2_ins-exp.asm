// case: op.form-in-profile/valid/ps_2_0/ps2_ins-exp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-exp (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-exp.bin
// origin: template op {ins: exp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
exp r0, r1.x
mov oC0, c0
