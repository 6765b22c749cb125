// case: op.form-in-profile/valid/vs_3_sw/compare_cmp-le_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_sw/compare_cmp-le_form-breakc (assemble)
// expect: the tokens of valid-vs_3_sw-compare_cmp-le_form-breakc.bin
// origin: template compare {cmp: le, form: breakc}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_le r1.x, c0.x
endrep
mov o0, v0
