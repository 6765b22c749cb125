// case: op.form-in-profile/valid/ps_1_3/ps13-tex_code-texm3x2depth (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_1_3/ps13-tex_code-texm3x2depth (assemble)
// expect: the tokens of valid-ps_1_3-ps13-tex_code-texm3x2depth.bin
// origin: template code {code: texm3x2depth}
ps_1_3
tex t0
texm3x2pad t1, t0
texm3x2depth t2, t0
mov r0, c0
