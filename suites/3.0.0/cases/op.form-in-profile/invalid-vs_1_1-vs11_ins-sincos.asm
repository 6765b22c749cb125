// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-sincos (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oPos, v0
