// case: coissue.ps1-only/valid/vs_2_sw/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
add r0, c1, c1
mad r1, c4, r0, r0
