// case: mod.centroid/valid/ps_2_sw/texld (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_sw/texld (assemble)
// expect: the tokens of valid-ps_2_sw-texld.bin
// origin: template code {code: texld_centroid r0, t0, s0, decls: dcl t0 dcl_2d s0}
ps_2_sw
dcl t0
dcl_2d s0
texld_centroid r0, t0, s0
mov oC0, c0
