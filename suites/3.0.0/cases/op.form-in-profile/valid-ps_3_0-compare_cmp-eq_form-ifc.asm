// case: op.form-in-profile/valid/ps_3_0/compare_cmp-eq_form-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/compare_cmp-eq_form-ifc (assemble)
// expect: the tokens of valid-ps_3_0-compare_cmp-eq_form-ifc.bin
// origin: template compare {cmp: eq, form: ifc}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
if_eq r1.x, c0.x
mov r0, r1
endif
mov oC0, c0
