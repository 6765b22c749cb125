// case: ps14.bem-src/invalid/ps_1_4/code-c-c (validate)
// expect: invalid [ps14.bem-src]
// origin: template code {code: c-c}
ps_1_4
bem r2.rg, c0, c1
phase
texld r3, t1
mov r0, c0
