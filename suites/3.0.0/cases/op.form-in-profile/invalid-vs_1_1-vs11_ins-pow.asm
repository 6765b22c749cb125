// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-pow (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: pow}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
pow r0, r1.x, r2.x
mov oPos, v0
