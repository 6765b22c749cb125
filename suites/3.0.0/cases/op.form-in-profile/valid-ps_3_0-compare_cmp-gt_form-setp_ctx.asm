// case: op.form-in-profile/valid/ps_3_0/compare_cmp-gt_form-setp_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/compare_cmp-gt_form-setp_ctx (assemble)
// expect: the tokens of valid-ps_3_0-compare_cmp-gt_form-setp_ctx.bin
// origin: template compare {cmp: gt, form: setp} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oC0, c0
mul r0, c1, c1
mov r4, r0
mad r5, c3, r4, c3
add r6, c6, r0
