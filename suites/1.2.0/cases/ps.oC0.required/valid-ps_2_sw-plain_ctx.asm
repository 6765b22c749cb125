// case: ps.oC0.required/valid/ps_2_sw/plain_ctx (validate)
// expect: valid
// case: ps.oC0.required/assemble/ps_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-plain_ctx.bin
// origin: template plain {} + 6 random context instructions (seed 1 attempt 1)
ps_2_sw
mov oC0, c0
mad r0, c5, c5, c5
mul r1, c2, c2
mov r2, r1
mul r3, c0, r2
add r4, r1, r1
mov r5, r0
