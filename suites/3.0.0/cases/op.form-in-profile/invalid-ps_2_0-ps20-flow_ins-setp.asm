// case: op.form-in-profile/invalid/ps_2_0/ps20-flow_ins-setp (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: setp}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oC0, c0
