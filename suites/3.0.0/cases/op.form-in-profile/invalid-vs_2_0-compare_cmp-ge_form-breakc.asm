// case: op.form-in-profile/invalid/vs_2_0/compare_cmp-ge_form-breakc (validate)
// expect: invalid [op.form-in-profile]
// origin: template compare {cmp: ge, form: breakc}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
break_ge r1.x, c0.x
endrep
mov oPos, v0
