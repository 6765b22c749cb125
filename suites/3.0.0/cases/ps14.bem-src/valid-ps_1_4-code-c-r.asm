// case: ps14.bem-src/valid/ps_1_4/code-c-r (validate)
// expect: valid
// case: ps14.bem-src/assemble/ps_1_4/code-c-r (assemble)
// expect: the tokens of valid-ps_1_4-code-c-r.bin
// origin: template code {code: c-r}
ps_1_4
texld r1, t0
bem r2.rg, c0, r1
phase
texld r3, t1
mov r0, c0
