// case: op.form-in-profile/valid/ps_2_sw/ps2-tex_code-texld (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_sw/ps2-tex_code-texld (assemble)
// expect: the tokens of valid-ps_2_sw-ps2-tex_code-texld.bin
// origin: template code {code: texld, decls: dcl t0 dcl_2d s0}
ps_2_sw
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
