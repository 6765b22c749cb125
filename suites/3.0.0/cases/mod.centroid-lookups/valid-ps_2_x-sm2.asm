// case: mod.centroid-lookups/valid/ps_2_x/sm2 (validate)
// expect: valid
// case: mod.centroid-lookups/assemble/ps_2_x/sm2 (assemble)
// expect: the tokens of valid-ps_2_x-sm2.bin
// origin: template code {code: texld r0, t0, s0, decls: dcl_centroid t0 dcl_2d s0}
ps_2_x
dcl_centroid t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
