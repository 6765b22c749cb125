// case: mask.allowed/valid/vs_3_0/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_0/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_3_0-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov o0, v0
mov r4, c7
