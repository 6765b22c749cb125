// case: mask.ps1-texture/invalid/ps_1_3/code-tex-w (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: tex-w}
ps_1_3
tex t0.w
mov r0, c0
