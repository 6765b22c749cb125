// case: mod.centroid-lookups/invalid/ps_3_sw/sm3_ins-texldb (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texldb}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldb_centroid r0, v0, s0
mov oC0, c0
