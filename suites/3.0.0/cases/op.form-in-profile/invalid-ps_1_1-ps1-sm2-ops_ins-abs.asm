// case: op.form-in-profile/invalid/ps_1_1/ps1-sm2-ops_ins-abs (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: abs}
ps_1_1
mov r1, c0
abs r0, r1
mov r0, c0
