// case: mask.ps1-texture/valid/ps_1_2/code-tex_ctx (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_2/code-tex_ctx (assemble)
// expect: the tokens of valid-ps_1_2-code-tex_ctx.bin
// origin: template code {code: tex} + 1 random context instructions (seed 1 attempt 1)
ps_1_2
tex t0
mov r0, c0
mul r1, c1, c1
