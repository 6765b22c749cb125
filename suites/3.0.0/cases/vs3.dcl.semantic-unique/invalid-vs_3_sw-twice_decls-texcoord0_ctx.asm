// case: vs3.dcl.semantic-unique/invalid/vs_3_sw/twice_decls-texcoord0_ctx (validate)
// expect: invalid [vs3.dcl.semantic-unique]
// origin: template code {code: mov o1, v0 mov o2, v0, decls: texcoord0} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_texcoord o2
mov o1, v0
mov o2, v0
mov o0, v0
mad r0, c7, c7, c7
