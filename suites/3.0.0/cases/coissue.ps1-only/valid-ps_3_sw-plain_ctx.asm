// case: coissue.ps1-only/valid/ps_3_sw/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
mov oC0, c0
add r0, c5, c5
mad r1, r0, r0, c6
add r2, c0, c0
add r3, r1, r0
