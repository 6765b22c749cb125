// case: vs3.o.position-required/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: vs3.o.position-required/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 4 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c1
mul r1, c6, c6
add r2, r1, r1
mul r3, c5, c5
