// case: mask.ps1-texture/invalid/ps_1_2/code-tex-w (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: tex-w}
ps_1_2
tex t0.w
mov r0, c0
