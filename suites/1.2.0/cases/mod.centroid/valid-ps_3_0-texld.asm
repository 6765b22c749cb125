// case: mod.centroid/valid/ps_3_0/texld (validate)
// expect: valid
// case: mod.centroid/assemble/ps_3_0/texld (assemble)
// expect: the tokens of valid-ps_3_0-texld.bin
// origin: template code {code: texld_centroid r0, v0, s0, decls: dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
texld_centroid r0, v0, s0
mov oC0, c0
