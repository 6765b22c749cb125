// case: mask.allowed/valid/vs_1_1/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/vs_1_1/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_1_1-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 2 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oPos, v0
mul r4, c7, c7
add r5, r4, c5
