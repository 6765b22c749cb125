// case: op.form-in-profile/invalid/ps_2_0/ps20_ins-dsx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: dsx}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oC0, c0
