// case: decl.no-result-modifier/valid/vs_2_sw/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
mad r0, c4, c4, c4
mad r1, c6, r0, c6
mad r2, c4, c4, r0
mul r3, c4, r0
mul r4, c4, c4
add r5, r3, c3
