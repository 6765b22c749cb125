// case: vs3.o.budget/valid/vs_3_0/code-one-psize_ctx (validate)
// expect: valid
// case: vs3.o.budget/assemble/vs_3_0/code-one-psize_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-one-psize_ctx.bin
// origin: template code {code: one-psize, decls: dcl_psize o1} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
mov o1, v0.x
mov o0, v0
mul r0, c5, c5
mov r1, r0
mov r2, r1
mad r3, c0, r1, c0
mad r4, c3, r2, r1
mul r5, c6, r0
