// case: vs3.dcl.mask-disjoint/valid/vs_3_0/decls-x-yzw (validate)
// expect: valid
// case: vs3.dcl.mask-disjoint/assemble/vs_3_0/decls-x-yzw (assemble)
// expect: the tokens of valid-vs_3_0-decls-x-yzw.bin
// origin: template code {code: mov o1, v0, decls: x-yzw}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
dcl_texcoord1 o1.yzw
mov o1, v0
mov o0, v0
