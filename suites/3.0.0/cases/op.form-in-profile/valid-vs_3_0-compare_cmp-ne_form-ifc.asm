// case: op.form-in-profile/valid/vs_3_0/compare_cmp-ne_form-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/compare_cmp-ne_form-ifc (assemble)
// expect: the tokens of valid-vs_3_0-compare_cmp-ne_form-ifc.bin
// origin: template compare {cmp: ne, form: ifc}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if_ne r1.x, c0.x
mov r0, r1
endif
mov o0, v0
