// case: op.form-in-profile/valid/vs_3_0/vs2x_ins-predicated (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2x_ins-predicated (assemble)
// expect: the tokens of valid-vs_3_0-vs2x_ins-predicated.bin
// origin: template op {ins: predicated}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
(p0) mov r0, r1
mov o0, v0
