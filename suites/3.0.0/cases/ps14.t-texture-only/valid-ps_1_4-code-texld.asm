// case: ps14.t-texture-only/valid/ps_1_4/code-texld (validate)
// expect: valid
// case: ps14.t-texture-only/assemble/ps_1_4/code-texld (assemble)
// expect: the tokens of valid-ps_1_4-code-texld.bin
// origin: template code {code: texld}
ps_1_4
texld r0, t2
mov r0, c0
