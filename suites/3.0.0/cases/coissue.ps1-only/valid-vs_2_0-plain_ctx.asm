// case: coissue.ps1-only/valid/vs_2_0/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_2_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos, v0
mul r0, c7, c7
add r1, c2, r0
add r2, c4, c4
mad r3, r1, c5, r2
mul r4, r0, r2
add r5, c5, r3
