// case: op.form-in-profile/invalid/vs_2_0/vs2-sm3-forms_ins-sincos1 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos1}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov oPos, v0
