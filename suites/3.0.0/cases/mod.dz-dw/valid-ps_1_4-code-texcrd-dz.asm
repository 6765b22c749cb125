// case: mod.dz-dw/valid/ps_1_4/code-texcrd-dz (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texcrd-dz (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd-dz.bin
// origin: template code {code: texcrd-dz}
ps_1_4
texcrd r0.xyz, t0_dz
mov r0, c0
