// case: op.form-in-profile/valid/vs_2_sw/compare_cmp-lt_form-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/compare_cmp-lt_form-ifc (assemble)
// expect: the tokens of valid-vs_2_sw-compare_cmp-lt_form-ifc.bin
// origin: template compare {cmp: lt, form: ifc}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_lt r1.x, c0.x
mov r0, r1
endif
mov oPos, v0
