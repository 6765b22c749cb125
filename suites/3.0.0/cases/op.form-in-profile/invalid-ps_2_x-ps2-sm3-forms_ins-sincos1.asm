// case: op.form-in-profile/invalid/ps_2_x/ps2-sm3-forms_ins-sincos1 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos1}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov oC0, c0
