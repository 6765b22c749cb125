// case: op.form-in-profile/valid/ps_2_sw/compare_cmp-eq_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/compare_cmp-eq_form-breakc (assemble)
// expect: the tokens of valid-ps_2_sw-compare_cmp-eq_form-breakc.bin
// origin: template compare {cmp: eq, form: breakc}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_eq r1.x, c0.x
endrep
mov oC0, c0
