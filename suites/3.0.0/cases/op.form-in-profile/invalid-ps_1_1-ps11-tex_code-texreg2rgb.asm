// case: op.form-in-profile/invalid/ps_1_1/ps11-tex_code-texreg2rgb (validate)
// expect: invalid [op.form-in-profile]
// origin: template code {code: texreg2rgb}
ps_1_1
tex t0
texreg2rgb t1, t0
mov r0, c0
