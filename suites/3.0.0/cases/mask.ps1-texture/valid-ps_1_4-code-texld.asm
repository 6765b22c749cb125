// case: mask.ps1-texture/valid/ps_1_4/code-texld (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_4/code-texld (assemble)
// expect: the tokens of valid-ps_1_4-code-texld.bin
// origin: template code {code: texld}
ps_1_4
texld r1, t0
mov r0, c0
