// case: ps14.texld-src-swizzle/valid/ps_1_4/code-xyz (validate)
// expect: valid
// case: ps14.texld-src-swizzle/assemble/ps_1_4/code-xyz (assemble)
// expect: the tokens of valid-ps_1_4-code-xyz.bin
// origin: template code {code: xyz}
ps_1_4
texld r1, t0.xyz
mov r0, c0
