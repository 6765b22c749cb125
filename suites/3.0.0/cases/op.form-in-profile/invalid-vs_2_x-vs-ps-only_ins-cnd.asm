// case: op.form-in-profile/invalid/vs_2_x/vs-ps-only_ins-cnd (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oPos, v0
