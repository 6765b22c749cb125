// case: op.form-in-profile/invalid/ps_1_3/ps1-sm2-ops_ins-nrm (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: nrm}
ps_1_3
mov r1, c0
nrm r0, r1
mov r0, c0
