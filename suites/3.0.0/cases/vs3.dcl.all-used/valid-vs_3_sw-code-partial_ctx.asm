// case: vs3.dcl.all-used/valid/vs_3_sw/code-partial_ctx (validate)
// expect: valid
// case: vs3.dcl.all-used/assemble/vs_3_sw/code-partial_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-partial_ctx.bin
// origin: template code {code: partial, decls: dcl_texcoord0 o1.xy} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
mov o1.xy, v0
mov o0, v0
add r0, c1, c1
mov r1, c3
mov r2, r1
add r3, c6, r2
