// case: mask.allowed/valid/vs_2_x/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_x/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_2_x-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 3 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oPos, v0
mul r4, c2, c2
mov r5, r4
mul r6, r4, r5
