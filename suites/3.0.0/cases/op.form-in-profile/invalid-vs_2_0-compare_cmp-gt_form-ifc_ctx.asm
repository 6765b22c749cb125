// case: op.form-in-profile/invalid/vs_2_0/compare_cmp-gt_form-ifc_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template compare {cmp: gt, form: ifc} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
    mov r0, r1
endif
mov oPos, v0
mul r4, c2, c2
mov r5, c6
mul r6, r4, c1
mov r7, r5
