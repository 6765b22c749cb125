// case: mod.dz-dw/valid/ps_1_4/code-texld-dz (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texld-dz (assemble)
// expect: the tokens of valid-ps_1_4-code-texld-dz.bin
// origin: template code {code: texld-dz}
ps_1_4
texld r0, t0_dz
mov r0, c0
