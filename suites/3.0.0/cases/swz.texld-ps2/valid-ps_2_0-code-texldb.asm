// case: swz.texld-ps2/valid/ps_2_0/code-texldb (validate)
// expect: valid
// case: swz.texld-ps2/assemble/ps_2_0/code-texldb (assemble)
// expect: the tokens of valid-ps_2_0-code-texldb.bin
// origin: template code {code: texldb, decls: dcl t0 dcl_2d s0}
ps_2_0
dcl t0
dcl_2d s0
texldb r0, t0, s0
mov oC0, c0
