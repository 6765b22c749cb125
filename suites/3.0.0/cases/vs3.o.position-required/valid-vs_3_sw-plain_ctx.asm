// case: vs3.o.position-required/valid/vs_3_sw/plain_ctx (validate)
// expect: valid
// case: vs3.o.position-required/assemble/vs_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
add r0, c2, c2
mad r1, c6, r0, r0
