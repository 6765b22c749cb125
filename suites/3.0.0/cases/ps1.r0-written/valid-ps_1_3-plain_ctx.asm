// case: ps1.r0-written/valid/ps_1_3/plain_ctx (validate)
// expect: valid
// case: ps1.r0-written/assemble/ps_1_3/plain_ctx (assemble)
// expect: the tokens of valid-ps_1_3-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 1)
ps_1_3
mov r0, c0
mul r1, c4, c4
