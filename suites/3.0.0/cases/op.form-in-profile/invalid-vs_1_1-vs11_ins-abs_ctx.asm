// case: op.form-in-profile/invalid/vs_1_1/vs11_ins-abs_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: abs} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
abs r0, r1
mov oPos, v0
add r4, c0, c0
mov r5, c4
add r6, r4, c1
