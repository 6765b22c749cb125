// case: swz.texld-ps2/valid/ps_2_x/code-texldp (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_x/code-texldp (assemble)
// expect: the tokens of valid-ps_2_x-code-texldp.bin
// origin: template code {code: texldp, decls: dcl t0 dcl_2d s0}
ps_2_x
dcl t0
dcl_2d s0
texldp r0, t0, s0
mov oC0, c0
