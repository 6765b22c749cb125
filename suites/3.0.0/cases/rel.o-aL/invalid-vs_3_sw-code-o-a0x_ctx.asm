// case: rel.o-aL/invalid/vs_3_sw/code-o-a0x_ctx (validate)
// expect: invalid [rel.o-aL]
// origin: template code {code: o-a0x, decls: dcl_texcoord0 o1} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1
mova a0.x, v0.x
mov o1[a0.x], v0
mov o0, v0
mov r0, c6
mad r1, r0, r0, c0
mov r2, r1
mul r3, c0, r1
add r4, c3, r2
