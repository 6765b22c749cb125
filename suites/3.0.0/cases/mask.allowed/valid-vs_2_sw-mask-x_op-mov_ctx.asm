// case: mask.allowed/valid/vs_2_sw/mask-x_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_sw/mask-x_op-mov_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-mask-x_op-mov_ctx.bin
// origin: template mask {mask: x, op: mov} + 6 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov oPos, v0
mad r4, c4, c4, c4
add r5, r4, c3
mov r6, c7
mov r7, c0
add r8, r6, c7
mov r9, c5
