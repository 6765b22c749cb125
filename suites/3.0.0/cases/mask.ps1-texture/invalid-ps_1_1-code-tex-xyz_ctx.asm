// case: mask.ps1-texture/invalid/ps_1_1/code-tex-xyz_ctx (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: tex-xyz} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
tex t0.xyz
mov r0, c0
mad r1, c1, c1, c1
