// case: ps1.r0-written/valid/ps_1_4/plain_ctx (validate)
// expect: valid
// case: ps1.r0-written/assemble/ps_1_4/plain_ctx (assemble)
// expect: the tokens of valid-ps_1_4-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
mov r0, c0
mad r1, c0, c0, c0
mad r2, r1, c1, c1
