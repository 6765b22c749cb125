// case: op.form-in-profile/invalid/ps_2_sw/ps2-no-cnd_ins-cnd (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oC0, c0
