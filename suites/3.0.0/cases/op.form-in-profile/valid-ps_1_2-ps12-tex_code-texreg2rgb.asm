// case: op.form-in-profile/valid/ps_1_2/ps12-tex_code-texreg2rgb (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps12-tex_code-texreg2rgb (assemble)
// expect: the tokens of valid-ps_1_2-ps12-tex_code-texreg2rgb.bin
// origin: template code {code: texreg2rgb}
ps_1_2
tex t0
texreg2rgb t1, t0
mov r0, c0
