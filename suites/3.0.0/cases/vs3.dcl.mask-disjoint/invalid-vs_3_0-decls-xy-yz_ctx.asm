// case: vs3.dcl.mask-disjoint/invalid/vs_3_0/decls-xy-yz_ctx (validate)
// expect: invalid [vs3.dcl.mask-disjoint]
// origin: template code {code: mov o1.xy, v0, decls: xy-yz} + 3 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
dcl_texcoord1 o1.yz
mov o1.xy, v0
mov o0, v0
add r0, c1, c1
mul r1, r0, c6
mad r2, c0, r1, c0
