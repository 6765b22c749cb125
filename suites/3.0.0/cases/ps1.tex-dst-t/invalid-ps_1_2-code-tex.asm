// case: ps1.tex-dst-t/invalid/ps_1_2/code-tex (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: tex}
ps_1_2
tex r1
mov r0, r1
mov r0, c0
