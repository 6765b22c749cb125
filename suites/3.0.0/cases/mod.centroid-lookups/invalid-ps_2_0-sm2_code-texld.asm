// case: mod.centroid-lookups/invalid/ps_2_0/sm2_code-texld (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: texld, decls: dcl t0 dcl_2d s0}
ps_2_0
dcl t0
dcl_2d s0
texld_centroid r0, t0, s0
mov oC0, c0
