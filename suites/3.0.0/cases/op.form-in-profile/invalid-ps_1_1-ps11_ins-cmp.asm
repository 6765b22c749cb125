// case: op.form-in-profile/invalid/ps_1_1/ps11_ins-cmp (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cmp}
ps_1_1
mov r1, c0
cmp r0, r1, c0, r1
mov r0, c0
