// case: op.form-in-profile/valid/vs_2_x/compare_cmp-ge_form-setp (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/compare_cmp-ge_form-setp (assemble)
// expect: the tokens of valid-vs_2_x-compare_cmp-ge_form-setp.bin
// origin: template compare {cmp: ge, form: setp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_ge p0, r1, c0
mov oPos, v0
