// case: op.form-in-profile/invalid/vs_2_0/vs20_ins-ifc (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: ifc}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, r1
endif
mov oPos, v0
