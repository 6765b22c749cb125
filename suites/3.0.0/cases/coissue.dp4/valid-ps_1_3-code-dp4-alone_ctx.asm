// case: coissue.dp4/valid/ps_1_3/code-dp4-alone_ctx (validate)
// expect: valid
// case: coissue.dp4/assemble/ps_1_3/code-dp4-alone_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-dp4-alone_ctx.bin
// origin: template code {code: dp4-alone} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
dp4 r0, c0, c1
mov r0, c0
add r1, c5, c5
