// case: mask.ps1-texture/valid/ps_1_1/code-tex_ctx (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_1/code-tex_ctx (assemble)
// expect: the tokens of valid-ps_1_1-code-tex_ctx.bin
// origin: template code {code: tex} + 1 random context instructions (seed 1 attempt 2)
ps_1_1
tex t0
mov r0, c0
mad r1, c1, c1, c1
