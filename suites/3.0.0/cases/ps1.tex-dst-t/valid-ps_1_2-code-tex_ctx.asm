// case: ps1.tex-dst-t/valid/ps_1_2/code-tex_ctx (validate)
// expect: valid
// case: ps1.tex-dst-t/assemble/ps_1_2/code-tex_ctx (assemble)
// expect: the tokens of valid-ps_1_2-code-tex_ctx.bin
// origin: template code {code: tex} + 1 random context instructions (seed 1 attempt 0)
ps_1_2
tex t0
mov r0, t0
mov r0, c0
mul r1, c0, c0
