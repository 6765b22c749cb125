// case: mask.ps1-texture/invalid/ps_1_1/code-texcoord-xyz (validate)
// expect: invalid [mask.ps1-texture]
// origin: template code {code: texcoord-xyz}
ps_1_1
texcoord t1.xyz
mov r0, c0
