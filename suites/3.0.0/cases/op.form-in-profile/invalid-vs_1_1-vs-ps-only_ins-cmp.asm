// case: op.form-in-profile/invalid/vs_1_1/vs-ps-only_ins-cmp (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cmp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
cmp r0, r1, r2, r3
mov oPos, v0
