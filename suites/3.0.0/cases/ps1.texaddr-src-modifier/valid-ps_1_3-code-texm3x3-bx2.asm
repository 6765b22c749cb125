// case: ps1.texaddr-src-modifier/valid/ps_1_3/code-texm3x3-bx2 (validate)
// expect: valid
// case: ps1.texaddr-src-modifier/assemble/ps_1_3/code-texm3x3-bx2 (assemble)
// expect: the tokens of valid-ps_1_3-code-texm3x3-bx2.bin
// origin: template code {code: texm3x3-bx2}
ps_1_3
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mov r0, t3
mov r0, c0
