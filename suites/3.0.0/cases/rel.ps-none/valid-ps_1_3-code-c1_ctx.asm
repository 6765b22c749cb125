// case: rel.ps-none/valid/ps_1_3/code-c1_ctx (validate)
// expect: valid
// case: rel.ps-none/assemble/ps_1_3/code-c1_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-c1_ctx.bin
// origin: template code {code: c1} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0, c1
mov r0, c0
mul r1, c5, c5
