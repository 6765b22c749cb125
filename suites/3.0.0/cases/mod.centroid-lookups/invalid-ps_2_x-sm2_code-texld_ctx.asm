// case: mod.centroid-lookups/invalid/ps_2_x/sm2_code-texld_ctx (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: texld, decls: dcl t0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 1)
ps_2_x
dcl t0
dcl_2d s0
texld_centroid r0, t0, s0
mov oC0, c0
add r1, c3, c3
mul r2, r1, r1
mad r3, c5, r1, r1
mad r4, r2, c6, c6
