// case: ps14.texld-src-file/valid/ps_1_4/code-t (validate)
// expect: valid
// case: ps14.texld-src-file/assemble/ps_1_4/code-t (assemble)
// expect: the tokens of valid-ps_1_4-code-t.bin
// origin: template code {code: t}
ps_1_4
texld r1, t0
mov r0, c0
