// case: op.form-in-profile/valid/vs_2_sw/compare_cmp-gt_form-setp_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/compare_cmp-gt_form-setp_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-compare_cmp-gt_form-setp_ctx.bin
// origin: template compare {cmp: gt, form: setp} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oPos, v0
mad r0, c7, c7, c7
