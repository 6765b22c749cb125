// case: mask.ps1-texture/invalid/ps_1_4/code-texkill-xyz (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: texkill-xyz}
ps_1_4
texkill t0.xyz
mov r0, c0
