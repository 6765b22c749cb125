// case: ps.oC0.required-2x/valid/ps_2_sw/plain_ctx (validate)
// expect: valid
// case: ps.oC0.required-2x/assemble/ps_2_sw/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-plain_ctx.bin
// origin: template plain {} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
mov oC0, c0
mad r0, c3, c3, c3
