// case: op.form-in-profile/valid/vs_3_0/compare_cmp-gt_form-setp_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/compare_cmp-gt_form-setp_ctx (assemble)
// expect: the tokens of valid-vs_3_0-compare_cmp-gt_form-setp_ctx.bin
// origin: template compare {cmp: gt, form: setp} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov o0, v0
add r0, c1, c1
mov r4, c6
add r5, c1, r0
mov r6, r5
mul r7, r4, c4
