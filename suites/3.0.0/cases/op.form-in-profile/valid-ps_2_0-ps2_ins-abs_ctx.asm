// case: op.form-in-profile/valid/ps_2_0/ps2_ins-abs_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2_ins-abs_ctx (assemble)
// expect: the tokens of valid-ps_2_0-ps2_ins-abs_ctx.bin
// origin: template op {ins: abs} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
abs r0, r1
mov oC0, c0
add r4, c1, c1
add r5, r4, r4
mov r6, r4
add r7, r4, c7
add r8, r4, r7
