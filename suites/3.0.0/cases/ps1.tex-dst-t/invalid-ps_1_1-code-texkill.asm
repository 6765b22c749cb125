// case: ps1.tex-dst-t/invalid/ps_1_1/code-texkill (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: template code {code: texkill}
ps_1_1
texkill r1
mov r0, c0
mov r0, c0
