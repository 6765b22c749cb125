// case: op.form-in-profile/invalid/vs_3_0/vs3-sm2-forms_ins-sincos3_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos3} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov o0, v0
mov r4, c4
