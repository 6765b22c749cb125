// case: mask.allowed/valid/vs_2_0/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_0/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_2_0-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oPos, v0
mul r4, c3, c3
mul r5, r4, r4
add r6, r4, r5
mul r7, c4, r5
mov r8, c0
add r9, c4, c4
