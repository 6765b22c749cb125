// case: op.form-in-profile/invalid/vs_3_sw/vs-ps-only_ins-texkill (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: texkill}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1
mov o0, v0
