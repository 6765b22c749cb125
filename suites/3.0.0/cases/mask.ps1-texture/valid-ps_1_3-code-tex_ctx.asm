// case: mask.ps1-texture/valid/ps_1_3/code-tex_ctx (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_3/code-tex_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-tex_ctx.bin
// origin: template code {code: tex} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
tex t0
mov r0, c0
add r1, c6, c6
