// case: ps14.texld-src-file/valid/ps_1_4/code-r (validate)
// expect: valid
// case: ps14.texld-src-file/assemble/ps_1_4/code-r (assemble)
// expect: the tokens of valid-ps_1_4-code-r.bin
// origin: template code {code: r}
ps_1_4
texcrd r1.xyz, t0
phase
texld r2, r1.xyz
mov r0, c0
