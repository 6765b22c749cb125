// case: vs3.dcl.position-full/invalid/vs_3_sw/partial_decls-xyz_own_decls-true_own_tail-true_ctx (validate)
// expect: invalid [vs3.dcl.position-full]
// origin: template code {code: mov o0.xy, v0, decls: xyz, own_decls: true, own_tail: true} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0.xyz
mov o0.xy, v0
mul r0, c4, c4
