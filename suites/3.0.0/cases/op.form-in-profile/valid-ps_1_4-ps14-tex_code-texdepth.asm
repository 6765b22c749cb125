// case: op.form-in-profile/valid/ps_1_4/ps14-tex_code-texdepth (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_4/ps14-tex_code-texdepth (assemble)
// expect: the tokens of valid-ps_1_4-ps14-tex_code-texdepth.bin
// origin: template code {code: texdepth}
ps_1_4
texcrd r5.rgb, t0
phase
texdepth r5
mov r0, c0
