// case: mod.dz-dw/valid/ps_1_4/code-texld-dw (validate)
// expect: valid
// case: mod.dz-dw/assemble/ps_1_4/code-texld-dw (assemble)
// expect: the tokens of valid-ps_1_4-code-texld-dw.bin
// origin: template code {code: texld-dw}
ps_1_4
texld r0, t0_dw
mov r0, c0
