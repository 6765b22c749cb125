// case: op.form-in-profile/valid/ps_1_4/ps14-tex_code-texld (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14-tex_code-texld (assemble)
// expect: the tokens of valid-ps_1_4-ps14-tex_code-texld.bin
// origin: template code {code: texld}
ps_1_4
texld r0, t0
mov r0, c0
