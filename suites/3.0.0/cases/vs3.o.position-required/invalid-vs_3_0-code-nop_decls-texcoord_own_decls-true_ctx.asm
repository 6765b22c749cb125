// case: vs3.o.position-required/invalid/vs_3_0/code-nop_decls-texcoord_own_decls-true_ctx (validate)
// expect: invalid [vs3.o.position-required] (documented level; valid at the native level)
// origin: template code {code: nop, decls: texcoord, own_decls: true} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_texcoord o0
nop
mov o0, v0
mul r0, c3, c3
mad r1, r0, c6, r0
