// case: op.form-in-profile/invalid/ps_3_sw/ps2-no-cnd_ins-cnd_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oC0, c0
mad r4, c3, c3, c3
mov r5, c4
mad r6, r4, r5, c1
mul r7, r5, r4
mov r8, c5
