// case: op.form-in-profile/valid/ps_2_sw/compare_cmp-gt_form-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/compare_cmp-gt_form-setp (assemble)
// expect: the tokens of valid-ps_2_sw-compare_cmp-gt_form-setp.bin
// origin: template compare {cmp: gt, form: setp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, c0
mov oC0, c0
