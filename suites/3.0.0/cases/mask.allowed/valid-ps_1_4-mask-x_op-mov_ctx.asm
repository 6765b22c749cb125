// case: mask.allowed/valid/ps_1_4/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_1_4-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 1 random context instructions (seed 1 attempt 0)
ps_1_4
mov r1, c0
mov r0.x, r1
mov r0, c0
mad r2, c6, c6, c6
