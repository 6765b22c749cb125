// case: ps14.bem-mask/invalid/ps_1_4/code-full (validate)
// expect: invalid [ps14.bem-mask]
// origin: template code {code: full}
ps_1_4
texld r1, t0
bem r2, c0, r1
phase
texld r3, t1
mov r0, c0
