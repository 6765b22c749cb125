// case: ps1.texaddr-src-modifier/valid/ps_1_3/code-texreg2rgb-bx2 (validate)
// expect: valid
// case: ps1.texaddr-src-modifier/assemble/ps_1_3/code-texreg2rgb-bx2 (assemble)
// expect: the tokens of valid-ps_1_3-code-texreg2rgb-bx2.bin
// origin: template code {code: texreg2rgb-bx2}
ps_1_3
tex t0
texreg2rgb t1, t0_bx2
mov r0, t1
mov r0, c0
