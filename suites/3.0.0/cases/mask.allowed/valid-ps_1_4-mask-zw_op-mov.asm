// case: mask.allowed/valid/ps_1_4/mask-zw_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-zw_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mask-zw_op-mov.bin
// origin: template mask {mask: zw, op: mov}
ps_1_4
mov r1, c0
mov r0.zw, r1
mov r0, c0
