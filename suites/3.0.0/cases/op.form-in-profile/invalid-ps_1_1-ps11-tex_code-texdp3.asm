// case: op.form-in-profile/invalid/ps_1_1/ps11-tex_code-texdp3 (validate)
// expect: invalid [op.form-in-profile]
// origin: template code {code: texdp3}
ps_1_1
tex t0
texdp3 t1, t0
mov r0, c0
