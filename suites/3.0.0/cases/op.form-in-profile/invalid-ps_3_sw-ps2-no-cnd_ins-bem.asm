// case: op.form-in-profile/invalid/ps_3_sw/ps2-no-cnd_ins-bem (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: bem}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
bem r0.rg, r1, r2
mov oC0, c0
