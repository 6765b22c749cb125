// case: op.form-in-profile/valid/ps_3_sw/compare_cmp-lt_form-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_sw/compare_cmp-lt_form-setp (assemble)
// expect: the tokens of valid-ps_3_sw-compare_cmp-lt_form-setp.bin
// origin: template compare {cmp: lt, form: setp}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_lt p0, r1, c0
mov oC0, c0
