// case: vs3.o.position-required/invalid/vs_3_sw/code-nop_decls-texcoord_own_decls-true (validate)
// expect: invalid [vs3.o.position-required] (documented level; valid at the native level)
// origin: template code {code: nop, decls: texcoord, own_decls: true}
vs_3_sw
dcl_position v0
dcl_texcoord0 o0
nop
mov o0, v0
