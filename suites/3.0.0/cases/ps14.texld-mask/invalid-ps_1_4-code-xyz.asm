// case: ps14.texld-mask/invalid/ps_1_4/code-xyz (validate)
// expect: invalid [ps14.texld-mask]
// origin: template code {code: xyz}
ps_1_4
texld r1.xyz, t0
mov r0, c0
