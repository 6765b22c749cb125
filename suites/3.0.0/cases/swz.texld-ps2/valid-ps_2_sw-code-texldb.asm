// case: swz.texld-ps2/valid/ps_2_sw/code-texldb (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_sw/code-texldb (assemble)
// expect: the tokens of valid-ps_2_sw-code-texldb.bin
// origin: template code {code: texldb, decls: dcl t0 dcl_2d s0}
ps_2_sw
dcl t0
dcl_2d s0
texldb r0, t0, s0
mov oC0, c0
