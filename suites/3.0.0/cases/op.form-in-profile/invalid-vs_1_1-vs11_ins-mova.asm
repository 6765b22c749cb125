// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-mova (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: mova}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
mov oPos, v0
