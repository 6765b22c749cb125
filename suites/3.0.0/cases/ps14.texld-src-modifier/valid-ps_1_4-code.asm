// case: ps14.texld-src-modifier/valid/ps_1_4/code (validate)
// expect: valid
// case: ps14.texld-src-modifier/assemble/ps_1_4/code (assemble)
// expect: the tokens of valid-ps_1_4-code.bin
// origin: template code {code: texld r1, t0}
ps_1_4
texld r1, t0
mov r0, c0
