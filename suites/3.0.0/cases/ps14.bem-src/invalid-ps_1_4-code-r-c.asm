// case: ps14.bem-src/invalid/ps_1_4/code-r-c (validate)
// expect: invalid [ps14.bem-src]
// origin: template code {code: r-c}
ps_1_4
texld r1, t0
bem r2.rg, r1, c0
phase
texld r3, t1
mov r0, c0
