// case: ps1.tex-dst-t/invalid/ps_1_2/code-texbem (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: texbem}
ps_1_2
tex t0
texbem r1, t0
mov r0, r1
mov r0, c0
