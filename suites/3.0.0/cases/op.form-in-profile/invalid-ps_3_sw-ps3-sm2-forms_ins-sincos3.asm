// case: op.form-in-profile/invalid/ps_3_sw/ps3-sm2-forms_ins-sincos3 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos3}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov oC0, c0
