// case: ps1.tex-dst-t/invalid/ps_1_1/code-tex_ctx (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: tex} + 4 random context instructions (seed 1 attempt 0)
ps_1_1
tex r1
mov r0, r1
mov r0, c0
nop
nop
nop
nop
