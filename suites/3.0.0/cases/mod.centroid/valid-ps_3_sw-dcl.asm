// case: mod.centroid/valid/ps_3_sw/dcl (validate)
// expect: valid
// case: mod.centroid/assemble/ps_3_sw/dcl (assemble)
// expect: the tokens of valid-ps_3_sw-dcl.bin
// origin: template code {code: mov r0, v0, decls: dcl_texcoord0_centroid v0}
ps_3_sw
dcl_texcoord0_centroid v0
mov r0, v0
mov oC0, c0
