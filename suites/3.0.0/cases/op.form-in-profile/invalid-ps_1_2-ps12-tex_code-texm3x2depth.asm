// case: op.form-in-profile/invalid/ps_1_2/ps12-tex_code-texm3x2depth (validate)
// expect: invalid [op.form-in-profile]
// origin: template code {code: texm3x2depth}
ps_1_2
tex t0
texm3x2pad t1, t0
texm3x2depth t2, t0
mov r0, c0
