// case: ps1.tex-before-arith/invalid/ps_1_4/code-texld_ctx (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: template code {code: texld} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
texld r0, t0
mov r0, c0
add r2, c1, c1
