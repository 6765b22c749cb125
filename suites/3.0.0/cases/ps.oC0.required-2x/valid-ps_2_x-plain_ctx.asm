// case: ps.oC0.required-2x/valid/ps_2_x/plain_ctx (validate)
// expect: valid
// case: ps.oC0.required-2x/assemble/ps_2_x/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_x-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov oC0, c0
mul r0, c6, c6
mul r1, r0, c1
