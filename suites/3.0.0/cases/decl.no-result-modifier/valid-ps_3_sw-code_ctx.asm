// case: decl.no-result-modifier/valid/ps_3_sw/code_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/ps_3_sw/code_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code_ctx.bin
// origin: template code {code: mov r0, v0, decls: dcl_texcoord0_centroid_pp v0} + 1 random context instructions (seed 1 attempt 0)
ps_3_sw
dcl_texcoord_pp_centroid v0
mov r0, v0
mov oC0, c0
mul r1, c0, c0
