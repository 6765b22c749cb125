// case: decl.no-result-modifier/valid/vs_3_sw/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c1
