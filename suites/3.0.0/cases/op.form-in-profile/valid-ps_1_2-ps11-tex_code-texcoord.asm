// case: op.form-in-profile/valid/ps_1_2/ps11-tex_code-texcoord (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_2/ps11-tex_code-texcoord (assemble)
// expect: the tokens of valid-ps_1_2-ps11-tex_code-texcoord.bin
// origin: template code {code: texcoord}
ps_1_2
texcoord t0
mov r0, c0
