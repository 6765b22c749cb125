// case: mask.allowed/valid/ps_2_x/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_x/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_2_x-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oC0, c0
mul r4, c6, c6
add r5, r4, c4
