// case: vs3.dcl.all-used/valid/vs_3_0/code-partial_ctx (validate)
// expect: valid
// case: vs3.dcl.all-used/assemble/vs_3_0/code-partial_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-partial_ctx.bin
// origin: template code {code: partial, decls: dcl_texcoord0 o1.xy} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
mov o1.xy, v0
mov o0, v0
mul r0, c7, c7
