// case: mod.centroid/valid/ps_2_0/texld (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_0/texld (assemble)
// expect: the tokens of valid-ps_2_0-texld.bin
// origin: template code {code: texld_centroid r0, t0, s0, decls: dcl t0 dcl_2d s0}
ps_2_0
dcl t0
dcl_2d s0
texld_centroid r0, t0, s0
mov oC0, c0
