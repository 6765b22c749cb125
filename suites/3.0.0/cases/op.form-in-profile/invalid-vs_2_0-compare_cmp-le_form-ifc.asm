// case: op.form-in-profile/invalid/vs_2_0/compare_cmp-le_form-ifc (validate)
// expect: invalid [op.form-in-profile]
// origin: template compare {cmp: le, form: ifc}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_le r1.x, c0.x
mov r0, r1
endif
mov oPos, v0
