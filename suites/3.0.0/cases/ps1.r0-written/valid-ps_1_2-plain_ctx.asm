// case: ps1.r0-written/valid/ps_1_2/plain_ctx (validate)
// expect: valid
// case: ps1.r0-written/assemble/ps_1_2/plain_ctx (assemble)
// expect: the tokens of valid-ps_1_2-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
mov r0, c0
mov r1, c1
