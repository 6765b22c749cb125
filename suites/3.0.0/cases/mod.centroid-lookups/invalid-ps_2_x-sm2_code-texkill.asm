// case: mod.centroid-lookups/invalid/ps_2_x/sm2_code-texkill (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: texkill, decls: dcl t0 dcl_2d s0}
ps_2_x
dcl t0
dcl_2d s0
texkill_centroid t0
mov oC0, c0
