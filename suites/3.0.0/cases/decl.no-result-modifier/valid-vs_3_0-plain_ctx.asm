// case: decl.no-result-modifier/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c5
mul r1, r0, c7
mov r2, c6
mov r3, r1
