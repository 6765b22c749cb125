// case: mask.ps1-texture/valid/ps_1_4/code-texkill (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_4/code-texkill (assemble)
// expect: the tokens of valid-ps_1_4-code-texkill.bin
// origin: template code {code: texkill}
ps_1_4
texkill t0
mov r0, c0
