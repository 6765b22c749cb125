// case: op.form-in-profile/valid/ps_2_x/compare_cmp-eq_form-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/compare_cmp-eq_form-setp (assemble)
// expect: the tokens of valid-ps_2_x-compare_cmp-eq_form-setp.bin
// origin: template compare {cmp: eq, form: setp}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
setp_eq p0, r1, c0
mov oC0, c0
