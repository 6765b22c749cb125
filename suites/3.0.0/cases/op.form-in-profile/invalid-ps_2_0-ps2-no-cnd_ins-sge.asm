// case: op.form-in-profile/invalid/ps_2_0/ps2-no-cnd_ins-sge (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sge}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sge r0, r1, c0
mov oC0, c0
