// case: op.form-in-profile/valid/ps_1_1/ps11-tex_code-texm3x3tex (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps11-tex_code-texm3x3tex (assemble)
// expect: the tokens of valid-ps_1_1-ps11-tex_code-texm3x3tex.bin
// origin: template code {code: texm3x3tex}
ps_1_1
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3tex t3, t0
mov r0, c0
