// case: mask.allowed/valid/ps_3_0/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/ps_3_0/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_3_0-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oC0, c0
add r4, c3, c3
mul r5, c1, r4
mul r6, r5, r5
mov r7, c2
mad r8, r7, r6, r7
mov r9, c2
