// case: vs3.dcl.mask-disjoint/invalid/vs_3_0/decls-xy-yz (validate)
// expect: invalid [vs3.dcl.mask-disjoint]
// origin: template code {code: mov o1.xy, v0, decls: xy-yz}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o1.yz
mov o1.xy, v0
mov o0, v0
