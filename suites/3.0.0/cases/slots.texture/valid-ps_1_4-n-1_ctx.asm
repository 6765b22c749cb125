// case: slots.texture/valid/ps_1_4/n-1_ctx (validate)
// expect: valid
// case: slots.texture/assemble/ps_1_4/n-1_ctx (assemble)
// expect: the tokens of valid-ps_1_4-n-1_ctx.bin
// origin: template count {line: texld r1, t0, n: 1} + 4 random context instructions (seed 1 attempt 0)
ps_1_4
texld r1, t0
mov r0, c0
mad r2, c4, c4, c4
mov r3, r2
mad r4, r2, c3, r2
mad r5, c3, c3, c3
