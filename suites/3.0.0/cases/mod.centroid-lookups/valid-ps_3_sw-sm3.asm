// case: mod.centroid-lookups/valid/ps_3_sw/sm3 (validate)
// expect: valid
// case: mod.centroid-lookups/assemble/ps_3_sw/sm3 (assemble)
// expect: the tokens of valid-ps_3_sw-sm3.bin
// origin: template code {code: mov r0, v0 mov r1, v1, decls: dcl_texcoord0_centroid v0 dcl_color0_centroid v1}
ps_3_sw
dcl_texcoord0_centroid v0
dcl_color0_centroid v1
mov r0, v0
mov r1, v1
mov oC0, c0
