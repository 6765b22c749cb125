// case: mod.centroid-lookups/invalid/ps_3_sw/sm3_ins-texld_ctx (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template op {decls: dcl_texcoord0 v0 dcl_2d s0, ins: texld} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord v0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texld_centroid r0, v0, s0
mov oC0, c0
mov r4, c2
mad r5, c7, r4, r4
add r6, c5, c5
