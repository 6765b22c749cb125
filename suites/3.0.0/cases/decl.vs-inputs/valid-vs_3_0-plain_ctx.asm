// case: decl.vs-inputs/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c0
mov r1, r0
add r2, r0, r0
mad r3, r1, r0, c6
