// case: vs3.o.no-legacy/valid/vs_3_sw/plain_ctx (validate)
// expect: valid
// case: vs3.o.no-legacy/assemble/vs_3_sw/plain_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-plain_ctx.bin
// origin: template plain {} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
mov r0, c6
mad r1, r0, r0, c2
mad r2, r1, r1, c1
mul r3, r2, r0
mad r4, r1, r2, r3
