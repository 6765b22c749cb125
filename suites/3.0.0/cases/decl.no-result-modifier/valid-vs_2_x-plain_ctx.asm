// case: decl.no-result-modifier/valid/vs_2_x/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_2_x/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_x-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos, v0
mov r0, c3
mad r1, c1, r0, r0
mad r2, r0, r1, r0
mov r3, r1
mul r4, r2, r0
mov r5, r0
