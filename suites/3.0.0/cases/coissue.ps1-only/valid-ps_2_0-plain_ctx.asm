// case: coissue.ps1-only/valid/ps_2_0/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_0/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_0-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mul r0, c6, c6
