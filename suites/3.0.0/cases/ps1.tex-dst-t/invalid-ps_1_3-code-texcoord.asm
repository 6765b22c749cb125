// case: ps1.tex-dst-t/invalid/ps_1_3/code-texcoord (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: texcoord}
ps_1_3
texcoord r1
mov r0, r1
mov r0, c0
