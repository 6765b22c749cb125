// case: coissue.ps1-only/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: coissue.ps1-only/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c0
add r1, c0, r0
mov r2, r1
mov r3, c4
