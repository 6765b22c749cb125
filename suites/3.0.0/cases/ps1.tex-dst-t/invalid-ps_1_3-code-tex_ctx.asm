// case: ps1.tex-dst-t/invalid/ps_1_3/code-tex_ctx (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: tex} + 5 random context instructions (seed 1 attempt 0)
ps_1_3
tex r1
mov r0, r1
mov r0, c0
nop
nop
nop
nop
nop
