// case: op.form-in-profile/invalid/ps_2_x/ps2-no-cnd_ins-cnd_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd} + 3 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oC0, c0
mul r4, c0, c0
add r5, r4, r4
mov r6, c6
