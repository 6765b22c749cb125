// case: decl.vs-inputs/valid/vs_2_sw/plain_ctx (validate)
// expect: valid
// case: decl.vs-inputs/assemble/vs_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov oPos, v0
add r0, c6, c6
mov r1, c5
mul r2, r1, c4
mov r3, c2
