// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-sgn (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sgn}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, r3
mov oPos, v0
