// case: op.form-in-profile/valid/ps_1_3/ps11-tex_code-tex (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps11-tex_code-tex (assemble)
// expect: the tokens of valid-ps_1_3-ps11-tex_code-tex.bin
// origin: template code {code: tex}
ps_1_3
tex t0
mov r0, c0
