// case: coissue.ps1-only/valid/ps_3_0/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/ps_3_0/plain_ctx (assemble)
// expect: the tokens of valid-ps_3_0-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
ps_3_0
mov oC0, c0
mul r0, c1, c1
add r1, c6, c6
mul r2, r1, c7
mov r3, c2
mul r4, r1, r0
