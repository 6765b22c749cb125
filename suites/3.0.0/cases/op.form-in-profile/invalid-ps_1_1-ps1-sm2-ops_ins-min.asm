// case: op.form-in-profile/invalid/ps_1_1/ps1-sm2-ops_ins-min (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: min}
ps_1_1
mov r1, c0
min r0, r1, c0
mov r0, c0
