// case: mask.ps1-texture/valid/ps_1_3/code-texcoord (validate)
// expect: valid
// case: mask.ps1-texture/assemble/ps_1_3/code-texcoord (assemble)
// expect: the tokens of valid-ps_1_3-code-texcoord.bin
// origin: template code {code: texcoord}
ps_1_3
texcoord t1
mov r0, c0
