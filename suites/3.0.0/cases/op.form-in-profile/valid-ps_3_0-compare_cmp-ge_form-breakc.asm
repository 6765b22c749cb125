// case: op.form-in-profile/valid/ps_3_0/compare_cmp-ge_form-breakc (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/compare_cmp-ge_form-breakc (assemble)
// expect: the tokens of valid-ps_3_0-compare_cmp-ge_form-breakc.bin
// origin: template compare {cmp: ge, form: breakc}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_ge r1.x, c0.x
endrep
mov oC0, c0
