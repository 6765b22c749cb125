// case: mod.centroid-lookups/invalid/ps_2_0/sm2_code-texld_ctx (validate)
// expect: invalid [mod.centroid-lookups]
// origin: template code {code: texld, decls: dcl t0 dcl_2d s0} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
dcl_2d s0
texld_centroid r0, t0, s0
mov oC0, c0
mov r1, c7
mad r2, c1, r1, r1
mov r3, r1
mul r4, r1, c0
mad r5, r4, c7, c7
