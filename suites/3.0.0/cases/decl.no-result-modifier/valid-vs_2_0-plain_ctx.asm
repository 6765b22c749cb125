// case: decl.no-result-modifier/valid/vs_2_0/plain_ctx (validate)
// expect: valid
// case: decl.no-result-modifier/assemble/vs_2_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov oPos, v0
mov r0, c2
mad r1, c2, r0, r0
add r2, r0, r1
mad r3, r1, r0, r1
