// case: vs3.dcl.mask-disjoint/valid/vs_3_0/decls-xy-zw_ctx (validate)
// expect: valid
// case: vs3.dcl.mask-disjoint/assemble/vs_3_0/decls-xy-zw_ctx (assemble)
// expect: the tokens of valid-vs_3_0-decls-xy-zw_ctx.bin
// origin: template code {code: mov o1, v0, decls: xy-zw} + 5 random context instructions (seed 1 attempt 2)
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
dcl_texcoord1 o1.zw
mov o1, v0
mov o0, v0
add r0, c3, c3
mov r1, c4
add r2, c0, c0
mov r3, r1
mad r4, r2, c6, c6
