// case: op.form-in-profile/invalid/ps_1_3/ps11-13-ps14-ops_ins-bem (validate)
// expect: invalid [mask.allowed, op.form-in-profile]
// origin: template op {ins: bem}
ps_1_3
mov r1, c0
bem r0.rg, r1, c0
mov r0, c0
