// case: mod.centroid-lookups/valid/ps_2_x/sm2_ctx (validate)
// expect: valid
// case: mod.centroid-lookups/assemble/ps_2_x/sm2_ctx (assemble)
// expect: the tokens of valid-ps_2_x-sm2_ctx.bin
// origin: template code {code: texld r0, t0, s0, decls: dcl_centroid t0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 0)
ps_2_x
dcl_centroid t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
mul r1, c2, c2
mov r2, r1
mov r3, r2
mov r4, c6
