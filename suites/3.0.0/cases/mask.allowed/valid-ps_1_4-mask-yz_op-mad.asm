// case: mask.allowed/valid/ps_1_4/mask-yz_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-yz_op-mad (assemble)
// expect: the tokens of valid-ps_1_4-mask-yz_op-mad.bin
// origin: template mask {mask: yz, op: mad}
ps_1_4
mov r1, c0
mad r0.yz, r1, r1, r1
mov r0, c0
