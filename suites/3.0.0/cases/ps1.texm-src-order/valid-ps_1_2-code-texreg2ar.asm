// case: ps1.texm-src-order/valid/ps_1_2/code-texreg2ar (validate)
// expect: valid
// case: ps1.texm-src-order/assemble/ps_1_2/code-texreg2ar (assemble)
// expect: the tokens of valid-ps_1_2-code-texreg2ar.bin
// origin: template code {code: texreg2ar}
ps_1_2
tex t0
texreg2ar t1, t0
mov r0, t1
mov r0, c0
