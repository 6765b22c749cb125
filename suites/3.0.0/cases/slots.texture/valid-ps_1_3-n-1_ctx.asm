// case: slots.texture/valid/ps_1_3/n-1_ctx (validate)
// expect: valid
// case: slots.texture/assemble/ps_1_3/n-1_ctx (assemble)
// expect: the tokens of valid-ps_1_3-n-1_ctx.bin
// origin: template count {line: tex t0, n: 1} + 1 random context instructions (seed 1 attempt 1)
ps_1_3
tex t0
mov r0, c0
add r1, c5, c5
