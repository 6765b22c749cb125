// case: ps1.tex-before-arith/invalid/ps_1_4/code-texcrd (validate)
// expect: invalid [ps1.tex-before-arith]
// origin: template code {code: texcrd}
ps_1_4
mov r1, c0
texcrd r0.xyz, t0
mov r0, c0
