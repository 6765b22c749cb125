// case: op.form-in-profile/valid/ps_1_3/ps11-tex_code-texbem (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps11-tex_code-texbem (assemble)
// expect: the tokens of valid-ps_1_3-ps11-tex_code-texbem.bin
// origin: template code {code: texbem}
ps_1_3
tex t0
texbem t1, t0
mov r0, c0
