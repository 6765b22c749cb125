// case: op.form-in-profile/invalid/ps_2_0/ps20-flow_ins-rep (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: rep}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, r1
endrep
mov oC0, c0
