// case: vs3.dcl.mask-disjoint/valid/vs_3_0/decls-xy-zw (validate)
// expect: valid
// case: vs3.dcl.mask-disjoint/assemble/vs_3_0/decls-xy-zw (assemble)
// expect: the tokens of valid-vs_3_0-decls-xy-zw.bin
// origin: template code {code: mov o1, v0, decls: xy-zw}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o1.zw
mov o1, v0
mov o0, v0
