// case: coissue.ps1-only/valid/ps_2_sw/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mad r0, c1, c1, c1
mad r1, r0, c3, r0
mad r2, c7, c7, r0
mul r3, c0, r2
