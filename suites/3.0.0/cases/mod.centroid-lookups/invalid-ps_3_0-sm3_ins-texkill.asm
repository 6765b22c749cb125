// case: mod.centroid-lookups/invalid/ps_3_0/sm3_ins-texkill (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texkill}
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texkill_centroid r1
mov oC0, c0
