// case: op.form-in-profile/valid/vs_3_0/compare_cmp-lt_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/compare_cmp-lt_form-breakc (assemble)
// expect: the tokens of valid-vs_3_0-compare_cmp-lt_form-breakc.bin
// origin: template compare {cmp: lt, form: breakc}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_lt r1.x, c0.x
endrep
mov o0, v0
