// case: op.form-in-profile/invalid/ps_2_0/ps20_ins-dsy (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: dsy}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
dsy r0, r1
mov oC0, c0
