// case: vs3.dcl.semantic-unique/invalid/vs_3_0/twice-split_decls-color1 (validate)
// expect: invalid [vs3.dcl.semantic-unique]
// origin: template code {code: mov o1, v0, decls: color1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_color1 o1.xy
dcl_color1 o1.zw
mov o1, v0
mov o0, v0
