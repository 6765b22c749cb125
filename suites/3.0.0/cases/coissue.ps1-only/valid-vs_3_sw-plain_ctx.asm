// case: coissue.ps1-only/valid/vs_3_sw/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
mad r0, c7, c7, c7
add r1, r0, c2
mad r2, r0, r1, r0
mov r3, r0
mov r4, c3
mov r5, c2
