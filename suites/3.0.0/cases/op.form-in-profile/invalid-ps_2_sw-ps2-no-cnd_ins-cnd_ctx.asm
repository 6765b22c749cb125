// case: op.form-in-profile/invalid/ps_2_sw/ps2-no-cnd_ins-cnd_ctx (validate)
// expect: invalid [op.form-in-profile]
// origin: template op {ins: cnd} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
cnd r0, r1, r2, r3
mov oC0, c0
mul r4, c5, c5
add r5, c7, r4
mul r6, c3, c3
mov r7, c6
