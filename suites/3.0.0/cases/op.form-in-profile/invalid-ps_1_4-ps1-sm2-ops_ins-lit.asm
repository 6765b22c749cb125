// case: op.form-in-profile/invalid/ps_1_4/ps1-sm2-ops_ins-lit (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: lit}
ps_1_4
mov r1, c0
lit r0, r1
mov r0, c0
