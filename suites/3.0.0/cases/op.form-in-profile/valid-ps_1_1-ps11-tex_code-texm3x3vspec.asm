// case: op.form-in-profile/valid/ps_1_1/ps11-tex_code-texm3x3vspec (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps11-tex_code-texm3x3vspec (assemble)
// expect: the tokens of valid-ps_1_1-ps11-tex_code-texm3x3vspec.bin
// origin: template code {code: texm3x3vspec}
ps_1_1
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3vspec t3, t0
mov r0, c0
