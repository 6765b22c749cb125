// case: op.form-in-profile/invalid/vs_2_x/vs2-sm3-forms_ins-sincos1_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos1} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov oPos, v0
mul r4, c5, c5
mad r5, r4, c5, r4
mov r6, c4
add r7, r5, c0
