// case: ps1.tex-dst-t/valid/ps_1_1/code-tex_ctx (validate)
// expect: valid
// case: ps1.tex-dst-t/assemble/ps_1_1/code-tex_ctx (assemble)
// expect: the tokens of valid-ps_1_1-code-tex_ctx.bin
// origin: template code {code: tex} + 1 random context instructions (seed 1 attempt 1)
ps_1_1
tex t0
mov r0, t0
mov r0, c0
add r1, c4, c4
