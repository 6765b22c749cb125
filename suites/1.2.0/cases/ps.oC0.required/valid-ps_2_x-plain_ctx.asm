// case: ps.oC0.required/valid/ps_2_x/plain_ctx (validate)
// expect: valid
// case: ps.oC0.required/assemble/ps_2_x/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_x-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
add r0, c2, c2
add r1, c2, r0
