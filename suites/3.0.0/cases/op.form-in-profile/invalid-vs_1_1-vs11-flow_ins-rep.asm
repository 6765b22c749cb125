// case: op.form-in-profile/invalid/vs_1_1/vs11-flow_ins-rep (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: rep}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, r1
endrep
mov oPos, v0
