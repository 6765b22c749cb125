// case: mod.centroid-lookups/invalid/ps_2_x/sm2-dcl (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: mov r0, v0, decls: dcl_centroid v0}
ps_2_x
dcl_centroid v0
mov r0, v0
mov oC0, c0
