// case: op.form-in-profile/valid/vs_2_x/vs2x_ins-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2x_ins-setp (assemble)
// expect: the tokens of valid-vs_2_x-vs2x_ins-setp.bin
// origin: template op {ins: setp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oPos, v0
