// case: op.form-in-profile/invalid/ps_3_0/ps2-no-cnd_ins-slt (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: slt}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
slt r0, r1, c0
mov oC0, c0
