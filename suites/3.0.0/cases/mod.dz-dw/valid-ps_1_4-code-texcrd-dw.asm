// case: mod.dz-dw/valid/ps_1_4/code-texcrd-dw (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texcrd-dw (assemble)
// expect: the tokens of valid-ps_1_4-code-texcrd-dw.bin
// origin: template code {code: texcrd-dw}
ps_1_4
texcrd r0.xyz, t0_dw
mov r0, c0
