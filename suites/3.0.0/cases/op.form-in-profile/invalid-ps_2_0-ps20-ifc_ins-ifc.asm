// case: op.form-in-profile/invalid/ps_2_0/ps20-ifc_ins-ifc (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: ifc}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, r1
endif
mov oC0, c0
