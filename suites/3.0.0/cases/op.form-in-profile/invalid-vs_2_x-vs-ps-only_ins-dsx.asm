// case: op.form-in-profile/invalid/vs_2_x/vs-ps-only_ins-dsx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: dsx}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oPos, v0
