// case: op.form-in-profile/invalid/vs_2_sw/vs2-sm3-forms_ins-sgn1 (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: sgn1}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1
mov oPos, v0
