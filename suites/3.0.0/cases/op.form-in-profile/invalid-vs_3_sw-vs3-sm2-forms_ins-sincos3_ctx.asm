// case: op.form-in-profile/invalid/vs_3_sw/vs3-sm2-forms_ins-sincos3_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos3} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, r2, r3
mov o0, v0
add r4, c7, c7
mad r5, c0, c0, r4
add r6, r4, r5
mad r7, r6, r5, r4
add r8, r6, c6
