// case: ps1.tex-before-arith/invalid/ps_1_1/code-tex_ctx (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: template code {code: tex} + 4 random context instructions (seed 1 attempt 1)
ps_1_1
mov r1, c0
tex t0
add r0, t0, r1
mov r0, c0
nop
nop
nop
nop
