// case: mask.allowed/valid/ps_1_3/ps1_mask-xyzw_op-mov_ctx (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_3/ps1_mask-xyzw_op-mov_ctx (assemble)
// expect: the tokens of valid-ps_1_3-ps1_mask-xyzw_op-mov_ctx.bin
// origin: template mask {mask: xyzw, op: mov} + 4 random context instructions (seed 1 attempt 0)
ps_1_3
mov r1, c0
mov r0, r1
mov r0, c0
nop
nop
nop
nop
