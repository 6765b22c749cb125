// case: vs3.dcl.position-full/valid/vs_3_0/code-position1_ctx (validate)
// expect: valid
// case: vs3.dcl.position-full/assemble/vs_3_0/code-position1_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-position1_ctx.bin
// origin: template code {code: position1, decls: dcl_position1 o1} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
dcl_position1 o1
mov o1, v0
mov o0, v0
mov r0, c3
mad r1, r0, c4, c4
mad r2, c3, c3, r1
mov r3, r1
mov r4, r2
