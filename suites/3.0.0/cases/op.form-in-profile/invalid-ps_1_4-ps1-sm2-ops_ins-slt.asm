// case: op.form-in-profile/invalid/ps_1_4/ps1-sm2-ops_ins-slt (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: slt}
ps_1_4
mov r1, c0
slt r0, r1, c0
mov r0, c0
