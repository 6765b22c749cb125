// case: mod.centroid/valid/ps_2_sw/dcl_code-read_decls-v (validate)
// expect: valid
// case: mod.centroid/assemble/ps_2_sw/dcl_code-read_decls-v (assemble)
// expect: the tokens of valid-ps_2_sw-dcl_code-read_decls-v.bin
// origin: template code {code: read, decls: v}
ps_2_sw
dcl_centroid v0
mov r0, c0
mov oC0, c0
