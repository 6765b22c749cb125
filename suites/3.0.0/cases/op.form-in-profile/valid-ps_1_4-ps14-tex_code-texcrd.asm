// case: op.form-in-profile/valid/ps_1_4/ps14-tex_code-texcrd (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14-tex_code-texcrd (assemble)
// expect: the tokens of valid-ps_1_4-ps14-tex_code-texcrd.bin
// origin: template code {code: texcrd}
ps_1_4
texcrd r0.xyz, t0
mov r0, c0
