// case: op.form-in-profile/valid/ps_1_1/ps11-tex_code-texreg2ar (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps11-tex_code-texreg2ar (assemble)
// expect: the tokens of valid-ps_1_1-ps11-tex_code-texreg2ar.bin
// origin: template code {code: texreg2ar}
ps_1_1
tex t0
texreg2ar t1, t0
mov r0, c0
