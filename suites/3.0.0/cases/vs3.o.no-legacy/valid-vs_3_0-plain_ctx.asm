// case: vs3.o.no-legacy/valid/vs_3_0/plain_ctx (validate)
// expect: valid
// case: vs3.o.no-legacy/assemble/vs_3_0/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_0-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
mul r0, c1, c1
add r1, r0, c3
add r2, c0, c0
mad r3, c2, c2, r1
mov r4, c3
