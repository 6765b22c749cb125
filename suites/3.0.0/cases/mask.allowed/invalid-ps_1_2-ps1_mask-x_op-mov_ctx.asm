// case: mask.allowed/invalid/ps_1_2/ps1_mask-x_op-mov_ctx (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: x, op: mov} + 3 random context instructions (seed 1 attempt 0)
ps_1_2
mov r1, c0
mov r0.x, r1
mov r0, c0
nop
nop
nop
