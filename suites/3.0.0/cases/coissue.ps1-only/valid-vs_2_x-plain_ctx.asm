// case: coissue.ps1-only/valid/vs_2_x/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_2_x/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_x-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos, v0
mul r0, c4, c4
mov r1, r0
mul r2, c7, c7
mad r3, c0, c0, r2
add r4, c6, c6
mad r5, r4, c5, c5
