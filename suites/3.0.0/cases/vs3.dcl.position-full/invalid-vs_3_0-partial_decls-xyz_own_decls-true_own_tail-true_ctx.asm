// case: vs3.dcl.position-full/invalid/vs_3_0/partial_decls-xyz_own_decls-true_own_tail-true_ctx (validate)
// expect: invalid [vs3.dcl.position-full]
// origin: template code {code: mov o0.xy, v0, decls: xyz, own_decls: true, own_tail: true} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0.xyz
mov o0.xy, v0
mov r0, c5
add r1, c0, r0
mad r2, r1, c4, c4
add r3, c0, r2
mul r4, r2, r2
