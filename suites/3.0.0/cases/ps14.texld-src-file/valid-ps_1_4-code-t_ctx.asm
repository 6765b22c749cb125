// case: ps14.texld-src-file/valid/ps_1_4/code-t_ctx (validate)
// expect: valid
// case: ps14.texld-src-file/assemble/ps_1_4/code-t_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code-t_ctx.bin
// origin: template code {code: t} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
mov r0, c0
add r2, c2, c2
mul r3, r2, c7
mul r4, r2, c7
add r5, r2, r2
