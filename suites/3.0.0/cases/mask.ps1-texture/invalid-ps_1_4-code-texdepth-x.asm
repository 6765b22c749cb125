// case: mask.ps1-texture/invalid/ps_1_4/code-texdepth-x (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: texdepth-x}
ps_1_4
mov r5, c0
phase
texdepth r5.x
mov r0, c0
