// case: op.form-in-profile/invalid/vs_2_x/vs-ps-only_ins-dp2add (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: dp2add}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
dp2add r0, r1, r2, r3.x
mov oPos, v0
