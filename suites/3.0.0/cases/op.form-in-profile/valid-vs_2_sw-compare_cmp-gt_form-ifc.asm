// case: op.form-in-profile/valid/vs_2_sw/compare_cmp-gt_form-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/compare_cmp-gt_form-ifc (assemble)
// expect: the tokens of valid-vs_2_sw-compare_cmp-gt_form-ifc.bin
// origin: template compare {cmp: gt, form: ifc}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, r1
endif
mov oPos, v0
