// case: op.form-in-profile/invalid/ps_2_0/ps2-no-cnd_ins-expp (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: expp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
expp r0, r1.x
mov oC0, c0
