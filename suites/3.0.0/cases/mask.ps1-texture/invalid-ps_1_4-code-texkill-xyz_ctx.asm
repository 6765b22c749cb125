// case: mask.ps1-texture/invalid/ps_1_4/code-texkill-xyz_ctx (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: texkill-xyz} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
texkill t0.xyz
mov r0, c0
mul r1, c3, c3
mul r2, r1, r1
