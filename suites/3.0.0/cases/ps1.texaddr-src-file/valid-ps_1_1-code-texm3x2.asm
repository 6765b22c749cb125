// case: ps1.texaddr-src-file/valid/ps_1_1/code-texm3x2 (validate)
// expect: valid
// case: ps1.texaddr-src-file/assemble/ps_1_1/code-texm3x2 (assemble)
// expect: the tokens of valid-ps_1_1-code-texm3x2.bin
// origin: template code {code: texm3x2}
ps_1_1
tex t0
texm3x2pad t1, t0
texm3x2tex t2, t0
mov r0, t2
mov r0, c0
