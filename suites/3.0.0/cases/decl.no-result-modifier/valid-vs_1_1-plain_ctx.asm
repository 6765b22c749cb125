// case: decl.no-result-modifier/valid/vs_1_1/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_1_1/plain_ctx (assemble)
// expect: the tokens of valid-vs_1_1-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov oPos, v0
mul r0, c6, c6
mad r1, r0, r0, c1
mad r2, r1, c2, r1
mad r3, c4, r1, r0
