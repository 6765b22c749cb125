// case: op.form-in-profile/valid/ps_1_4/ps1_ins-add_ctx (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps1_ins-add_ctx (assemble)
// expect: the tokens of valid-ps_1_4-ps1_ins-add_ctx.bin
// origin: template op {ins: add} + 3 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
add r0, r1, c0
mov r0, c0
add r2, c7, c7
mad r3, c0, c0, c0
add r4, c3, c3
