// case: mask.allowed/valid/ps_1_4/mask-x_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-x_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mask-x_op-mov.bin
// origin: template mask {mask: x, op: mov}
ps_1_4
mov r1, c0
mov r0.x, r1
mov r0, c0
