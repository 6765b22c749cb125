// case: vs3.dcl.mask-disjoint/invalid/vs_3_0/decls-xyzw-w (validate)
// expect: invalid [vs3.dcl.mask-disjoint]
// origin: template code {code: mov o1.xy, v0, decls: xyzw-w}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o1.w
mov o1.xy, v0
mov o0, v0
