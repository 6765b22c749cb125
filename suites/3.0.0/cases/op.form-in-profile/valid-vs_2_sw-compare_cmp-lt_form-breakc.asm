// case: op.form-in-profile/valid/vs_2_sw/compare_cmp-lt_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/compare_cmp-lt_form-breakc (assemble)
// expect: the tokens of valid-vs_2_sw-compare_cmp-lt_form-breakc.bin
// origin: template compare {cmp: lt, form: breakc}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_lt r1.x, c0.x
endrep
mov oPos, v0
