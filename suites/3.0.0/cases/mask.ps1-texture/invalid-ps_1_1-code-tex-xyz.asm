// case: mask.ps1-texture/invalid/ps_1_1/code-tex-xyz (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: tex-xyz}
ps_1_1
tex t0.xyz
mov r0, c0
