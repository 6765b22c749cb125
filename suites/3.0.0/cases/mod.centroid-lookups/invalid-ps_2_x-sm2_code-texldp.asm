// case: mod.centroid-lookups/invalid/ps_2_x/sm2_code-texldp (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: texldp, decls: dcl t0 dcl_2d s0}
ps_2_x
dcl t0
dcl_2d s0
texldp_centroid r0, t0, s0
mov oC0, c0
