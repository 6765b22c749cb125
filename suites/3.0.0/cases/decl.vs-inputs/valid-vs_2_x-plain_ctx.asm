// case: decl.vs-inputs/valid/vs_2_x/plain_ctx (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_x/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_x-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov oPos, v0
mul r0, c3, c3
add r1, r0, r0
mad r2, c2, c2, r0
add r3, c5, r0
