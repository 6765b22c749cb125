// case: ps14.texld-mask/invalid/ps_1_4/code-x (validate)
// expect: invalid [ps14.texld-mask]
// origin: template code {code: x}
ps_1_4
texld r1.x, t0
mov r0, c0
