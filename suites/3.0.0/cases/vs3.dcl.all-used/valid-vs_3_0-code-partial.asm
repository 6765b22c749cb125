// case: vs3.dcl.all-used/valid/vs_3_0/code-partial (validate)
// expect: valid
// case: vs3.dcl.all-used/assemble/vs_3_0/code-partial (assemble)
// expect: the tokens of valid-vs_3_0-code-partial.bin
// origin: template code {code: partial, decls: dcl_texcoord0 o1.xy}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
mov o1.xy, v0
mov o0, v0
