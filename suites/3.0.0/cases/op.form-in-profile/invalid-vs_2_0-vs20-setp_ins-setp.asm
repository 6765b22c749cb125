// case: op.form-in-profile/invalid/vs_2_0/vs20-setp_ins-setp (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: setp}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oPos, v0
