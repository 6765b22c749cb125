// case: op.form-in-profile/valid/ps_1_3/ps12-tex_code-texdp3tex (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps12-tex_code-texdp3tex (assemble)
// expect: the tokens of valid-ps_1_3-ps12-tex_code-texdp3tex.bin
// origin: template code {code: texdp3tex}
ps_1_3
tex t0
texdp3tex t1, t0
mov r0, c0
