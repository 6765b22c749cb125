// case: ps14.bem-src/valid/ps_1_4/code-r-r (validate)
// expect: valid
// case: ps14.bem-src/assemble/ps_1_4/code-r-r (assemble)
// expect: the tokens of valid-ps_1_4-code-r-r.bin
// origin: template code {code: r-r}
ps_1_4
texld r1, t0
texld r3, t1
bem r2.rg, r3, r1
phase
texld r4, t1
mov r0, c0
