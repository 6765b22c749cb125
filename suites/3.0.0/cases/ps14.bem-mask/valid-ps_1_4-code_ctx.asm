// case: ps14.bem-mask/valid/ps_1_4/code_ctx (validate)
// expect: valid
// case: ps14.bem-mask/assemble/ps_1_4/code_ctx (assemble)
// expect: the tokens of valid-ps_1_4-code_ctx.bin
// origin: template code {code: texld r1, t0 bem r2.rg, c0, r1 phase texld r3, t1} + 2 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
bem r2.xy, c0, r1
phase
texld r3, t1
mov r0, c0
mov r4, c2
mad r5, c6, r4, c6
