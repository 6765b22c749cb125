// case: op.form-in-profile/valid/vs_3_0/vs2x_ins-ifc (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2x_ins-ifc (assemble)
// expect: the tokens of valid-vs_3_0-vs2x_ins-ifc.bin
// origin: template op {ins: ifc}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if_gt r1.x, c0.x
mov r0, r1
endif
mov o0, v0
