// case: op.form-in-profile/invalid/vs_3_0/vs-ps-only_ins-cmp (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cmp}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
cmp r0, r1, r2, r3
mov o0, v0
