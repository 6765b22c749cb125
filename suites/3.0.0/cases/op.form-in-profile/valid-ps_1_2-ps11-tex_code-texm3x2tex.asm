// case: op.form-in-profile/valid/ps_1_2/ps11-tex_code-texm3x2tex (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps11-tex_code-texm3x2tex (assemble)
// expect: the tokens of valid-ps_1_2-ps11-tex_code-texm3x2tex.bin
// origin: template code {code: texm3x2tex}
ps_1_2
tex t0
texm3x2pad t1, t0
texm3x2tex t2, t0
mov r0, c0
