// case: op.form-in-profile/invalid/vs_2_sw/vs2-sm3-forms_ins-sincos1_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sincos1} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x
mov oPos, v0
mov r4, c3
mul r5, c1, c1
add r6, c4, c4
