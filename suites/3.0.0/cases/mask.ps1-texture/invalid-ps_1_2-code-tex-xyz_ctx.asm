// case: mask.ps1-texture/invalid/ps_1_2/code-tex-xyz_ctx (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: tex-xyz} + 1 random context instructions (seed 1 attempt 2)
ps_1_2
tex t0.xyz
mov r0, c0
mov r1, c0
