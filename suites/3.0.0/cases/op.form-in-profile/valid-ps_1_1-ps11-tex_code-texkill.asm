// case: op.form-in-profile/valid/ps_1_1/ps11-tex_code-texkill (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_1/ps11-tex_code-texkill (assemble)
// expect: the tokens of valid-ps_1_1-ps11-tex_code-texkill.bin
// origin: template code {code: texkill}
ps_1_1
texkill t0
mov r0, c0
