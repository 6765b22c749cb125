// case: vs3.dcl.psize-full/valid/vs_3_sw/code-full_ctx (validate)
// expect: valid
// case: vs3.dcl.psize-full/assemble/vs_3_sw/code-full_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-full_ctx.bin
// origin: template code {code: full, decls: dcl_psize o1} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
mul r0, c0, c0
