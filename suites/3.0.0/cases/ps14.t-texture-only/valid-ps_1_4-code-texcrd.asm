// case: ps14.t-texture-only/valid/ps_1_4/code-texcrd (validate)
// expect: valid
// case: ps14.t-texture-only/assemble/ps_1_4/code-texcrd (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd.bin
// origin: template code {code: texcrd}
ps_1_4
texcrd r1.rgb, t0
mov r0.rgb, r1
mov r0, c0
