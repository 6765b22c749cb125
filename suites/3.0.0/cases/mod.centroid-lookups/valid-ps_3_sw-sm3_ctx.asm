// case: mod.centroid-lookups/valid/ps_3_sw/sm3_ctx (validate)
// expect: valid
// case: mod.centroid-lookups/assemble/ps_3_sw/sm3_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_ctx.bin
// origin: template code {code: mov r0, v0 mov r1, v1, decls: dcl_texcoord0_centroid v0 dcl_color0_centroid v1} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord_centroid v0
dcl_color_centroid v1
mov r0, v0
mov r1, v1
mov oC0, c0
mov r2, c4
mul r3, c3, c3
