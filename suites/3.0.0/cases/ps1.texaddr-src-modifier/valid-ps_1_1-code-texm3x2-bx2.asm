// case: ps1.texaddr-src-modifier/valid/ps_1_1/code-texm3x2-bx2 (validate)
// expect: valid
// case: ps1.texaddr-src-modifier/assemble/ps_1_1/code-texm3x2-bx2 (assemble)
// expect: the tokens of valid-ps_1_1-code-texm3x2-bx2.bin
// origin: template code {code: texm3x2-bx2}
ps_1_1
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
mov r0, t2
mov r0, c0
