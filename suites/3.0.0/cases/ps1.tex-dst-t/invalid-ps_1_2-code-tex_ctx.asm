// case: ps1.tex-dst-t/invalid/ps_1_2/code-tex_ctx (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: tex} + 6 random context instructions (seed 1 attempt 1)
ps_1_2
tex r1
mov r0, r1
mov r0, c0
nop
nop
nop
nop
nop
nop
