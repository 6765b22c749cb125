// case: vs3.o.position-required/invalid/vs_3_0/code-nop_decls-position1_own_decls-true (validate)
// expect: invalid [vs3.o.position-required] (documented level; valid at the native level)
// origin: template code {code: nop, decls: position1, own_decls: true}
vs_3_0
dcl_position v0
dcl_position1 o0
nop
mov o0, v0
