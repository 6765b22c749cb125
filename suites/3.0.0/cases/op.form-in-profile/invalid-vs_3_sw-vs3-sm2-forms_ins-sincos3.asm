// case: op.form-in-profile/invalid/vs_3_sw/vs3-sm2-forms_ins-sincos3 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos3}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov o0, v0
