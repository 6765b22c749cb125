// case: op.form-in-profile/invalid/ps_3_0/ps2-no-cnd_ins-cnd_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oC0, c0
mul r4, c0, c0
mad r5, r4, r4, c7
mad r6, c7, c7, r4
add r7, r4, c4
add r8, r4, c0
mul r9, c1, r8
