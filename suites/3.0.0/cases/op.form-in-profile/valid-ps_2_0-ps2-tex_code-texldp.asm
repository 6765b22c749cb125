// case: op.form-in-profile/valid/ps_2_0/ps2-tex_code-texldp (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_0/ps2-tex_code-texldp (assemble)
// expect: the tokens of valid-ps_2_0-ps2-tex_code-texldp.bin
// origin: template code {code: texldp, decls: dcl t0 dcl_2d s0}
ps_2_0
dcl t0
dcl_2d s0
texldp r0, t0, s0
mov oC0, c0
