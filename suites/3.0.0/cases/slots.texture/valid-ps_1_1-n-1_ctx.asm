// case: slots.texture/valid/ps_1_1/n-1_ctx (validate)
// expect: valid
// case: slots.texture/assemble/ps_1_1/n-1_ctx (assemble)
// expect: the tokens of valid-ps_1_1-n-1_ctx.bin
// origin: template count {line: tex t0, n: 1} + 1 random context instructions (seed 1 attempt 0)
ps_1_1
tex t0
mov r0, c0
mov r1, c1
