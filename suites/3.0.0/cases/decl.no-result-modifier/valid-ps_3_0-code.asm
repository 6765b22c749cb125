// case: decl.no-result-modifier/valid/ps_3_0/code (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/ps_3_0/code (assemble)
// expect: the tokens of valid-ps_3_0-code.bin
// origin: template code {code: mov r0, v0, decls: dcl_texcoord0_centroid_pp v0}
ps_3_0
dcl_texcoord0_centroid_pp v0
mov r0, v0
mov oC0, c0
