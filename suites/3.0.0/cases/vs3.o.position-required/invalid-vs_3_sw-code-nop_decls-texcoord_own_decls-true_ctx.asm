// case: vs3.o.position-required/invalid/vs_3_sw/code-nop_decls-texcoord_own_decls-true_ctx (validate)
// expect: invalid [vs3.o.position-required] (documented level; valid at the native level)
// origin: template code {code: nop, decls: texcoord, own_decls: true} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_texcoord o0
nop
mov o0, v0
mad r0, c4, c4, c4
add r1, r0, c6
add r2, c0, r1
mov r3, c1
