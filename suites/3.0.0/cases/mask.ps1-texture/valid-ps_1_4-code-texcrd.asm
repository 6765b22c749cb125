// case: mask.ps1-texture/valid/ps_1_4/code-texcrd (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_4/code-texcrd (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd.bin
// origin: template code {code: texcrd}
ps_1_4
texcrd r1.xyz, t0
mov r0, c0
