// case: op.form-in-profile/valid/ps_3_sw/compare_cmp-gt_form-setp_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/compare_cmp-gt_form-setp_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-compare_cmp-gt_form-setp_ctx.bin
// origin: template compare {cmp: gt, form: setp} + 5 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oC0, c0
mov r0, c6
add r4, c4, c4
mad r5, c7, c7, r0
add r6, c1, r0
mov r7, c3
