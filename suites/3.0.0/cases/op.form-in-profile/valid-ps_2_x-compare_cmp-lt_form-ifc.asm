// case: op.form-in-profile/valid/ps_2_x/compare_cmp-lt_form-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/compare_cmp-lt_form-ifc (assemble)
// expect: the tokens of valid-ps_2_x-compare_cmp-lt_form-ifc.bin
// origin: template compare {cmp: lt, form: ifc}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
if_lt r1.x, c0.x
mov r0, r1
endif
mov oC0, c0
