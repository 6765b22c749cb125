// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-nrm (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: nrm}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nrm r0, r1
mov oPos, v0
