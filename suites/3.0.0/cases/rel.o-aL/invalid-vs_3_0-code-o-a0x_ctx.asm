// case: rel.o-aL/invalid/vs_3_0/code-o-a0x_ctx (validate)
// expect: invalid [rel.o-aL]
// origin: template code {code: o-a0x, decls: dcl_texcoord0 o1} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1
mova a0.x, v0.x
mov o1[a0.x], v0
mov o0, v0
mul r0, c4, c4
