// case: ps.oC0.required/valid/ps_2_0/plain_ctx (validate)
// expect: valid
// case: ps.oC0.required/assemble/ps_2_0/plain_ctx (assemble)
// expect: the tokens of valid-ps_2_0-plain_ctx.bin
// origin: template plain {} + 2 random context instructions (seed 1 attempt 0)
ps_2_0
mov oC0, c0
mov r0, c7
mul r1, r0, c4
