// case: op.form-in-profile/invalid/ps_1_1/ps1-sm2-ops_ins-frc (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: frc}
ps_1_1
mov r1, c0
frc r0, r1
mov r0, c0
