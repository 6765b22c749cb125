// case: op.form-in-profile/valid/ps_1_1/ps11-tex_code-texbeml (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps11-tex_code-texbeml (assemble)
// expect: the tokens of valid-ps_1_1-ps11-tex_code-texbeml.bin
// origin: template code {code: texbeml}
ps_1_1
tex t0
texbeml t1, t0
mov r0, c0
