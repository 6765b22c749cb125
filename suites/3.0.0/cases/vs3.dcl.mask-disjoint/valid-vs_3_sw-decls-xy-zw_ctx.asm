// case: vs3.dcl.mask-disjoint/valid/vs_3_sw/decls-xy-zw_ctx (validate)
// expect: valid
// case: vs3.dcl.mask-disjoint/assemble/vs_3_sw/decls-xy-zw_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-decls-xy-zw_ctx.bin
// origin: template code {code: mov o1, v0, decls: xy-zw} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
dcl_texcoord1 o1.zw
mov o1, v0
mov o0, v0
mul r0, c0, c0
mul r1, r0, c7
add r2, r0, r0
mov r3, r2
add r4, r0, c5
mul r5, r0, c1
