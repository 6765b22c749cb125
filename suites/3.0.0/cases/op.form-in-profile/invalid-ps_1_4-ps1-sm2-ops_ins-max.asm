// case: op.form-in-profile/invalid/ps_1_4/ps1-sm2-ops_ins-max (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: max}
ps_1_4
mov r1, c0
max r0, r1, c0
mov r0, c0
