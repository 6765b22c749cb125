// case: coissue.ps1-only/valid/ps_2_x/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_2_x/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_x-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mul r0, c1, c1
mul r1, c0, r0
add r2, r1, r1
add r3, c3, c3
mad r4, r2, r0, r1
mul r5, r4, r2
