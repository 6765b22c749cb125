// case: ps14.texld-src-swizzle/valid/ps_1_4/code-xyw (validate)
// expect: valid
// case: ps14.texld-src-swizzle/assemble/ps_1_4/code-xyw (assemble)
// expect: the tokens of valid-ps_1_4-code-xyw.bin
// origin: template code {code: xyw}
ps_1_4
texld r1, t0.xyw
mov r0, c0
