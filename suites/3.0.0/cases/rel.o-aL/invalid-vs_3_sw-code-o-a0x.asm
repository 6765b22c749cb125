// case: rel.o-aL/invalid/vs_3_sw/code-o-a0x (validate)
// expect: invalid [rel.o-aL]
// origin: template code {code: o-a0x, decls: dcl_texcoord0 o1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mova a0.x, v0.x
mov o[a0.x + 1], v0
mov o0, v0
