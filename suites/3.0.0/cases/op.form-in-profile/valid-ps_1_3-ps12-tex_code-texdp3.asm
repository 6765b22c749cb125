// case: op.form-in-profile/valid/ps_1_3/ps12-tex_code-texdp3 (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps12-tex_code-texdp3 (assemble)
// expect: the tokens of valid-ps_1_3-ps12-tex_code-texdp3.bin
// origin: template code {code: texdp3}
ps_1_3
tex t0
texdp3 t1, t0
mov r0, c0
