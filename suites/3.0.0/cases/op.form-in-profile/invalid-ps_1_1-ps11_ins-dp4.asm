// case: op.form-in-profile/invalid/ps_1_1/ps11_ins-dp4 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: dp4}
ps_1_1
mov r1, c0
dp4 r0, r1, c0
mov r0, c0
