// case: vs3.dcl.psize-full/valid/vs_3_0/code-full_ctx (validate)
// expect: valid
// case: vs3.dcl.psize-full/assemble/vs_3_0/code-full_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-full_ctx.bin
// origin: template code {code: full, decls: dcl_psize o1} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
mul r0, c7, c7
mov r1, r0
add r2, r1, r1
mov r3, r0
mad r4, c2, r3, c2
