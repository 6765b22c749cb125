// case: vs3.dcl.position-full/invalid/vs_3_sw/partial_decls-xy_own_decls-true_own_tail-true (validate)
// expect: invalid [vs3.dcl.position-full]
// origin: template code {code: mov o0.xy, v0, decls: xy, own_decls: true, own_tail: true}
vs_3_sw
dcl_position v0
dcl_position o0.xy
mov o0.xy, v0
