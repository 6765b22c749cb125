// case: mask.allowed/valid/ps_1_4/mask-xy_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-xy_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mask-xy_op-mov.bin
// origin: template mask {mask: xy, op: mov}
ps_1_4
mov r1, c0
mov r0.xy, r1
mov r0, c0
