// case: vs3.dcl.position-full/invalid/vs_3_0/partial_decls-xyz_own_decls-true_own_tail-true (validate)
// expect: invalid [vs3.dcl.position-full]
// origin: template code {code: mov o0.xy, v0, decls: xyz, own_decls: true, own_tail: true}
vs_3_0
dcl_position v0
dcl_position o0.xyz
mov o0.xy, v0
