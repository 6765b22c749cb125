// case: op.form-in-profile/valid/vs_2_x/compare_cmp-eq_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/compare_cmp-eq_form-breakc (assemble)
// expect: the tokens of valid-vs_2_x-compare_cmp-eq_form-breakc.bin
// origin: template compare {cmp: eq, form: breakc}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_eq r1.x, c0.x
endrep
mov oPos, v0
