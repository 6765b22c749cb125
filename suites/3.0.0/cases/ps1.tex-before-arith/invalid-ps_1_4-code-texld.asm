// case: ps1.tex-before-arith/invalid/ps_1_4/code-texld (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: template code {code: texld}
ps_1_4
mov r1, c0
texld r0, t0
mov r0, c0
