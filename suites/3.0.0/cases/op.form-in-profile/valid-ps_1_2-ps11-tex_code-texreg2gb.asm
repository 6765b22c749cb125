// case: op.form-in-profile/valid/ps_1_2/ps11-tex_code-texreg2gb (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps11-tex_code-texreg2gb (assemble)
// expect: the tokens of valid-ps_1_2-ps11-tex_code-texreg2gb.bin
// origin: template code {code: texreg2gb}
ps_1_2
tex t0
texreg2gb t1, t0
mov r0, c0
