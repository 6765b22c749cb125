// case: op.form-in-profile/valid/ps_2_x/ps2-tex_code-texldb (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2-tex_code-texldb (assemble)
// expect: the tokens of valid-ps_2_x-ps2-tex_code-texldb.bin
// origin: template code {code: texldb, decls: dcl t0 dcl_2d s0}
ps_2_x
dcl t0
dcl_2d s0
texldb r0, t0, s0
mov oC0, c0
