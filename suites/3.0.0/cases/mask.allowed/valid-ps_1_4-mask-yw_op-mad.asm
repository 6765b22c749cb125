// case: mask.allowed/valid/ps_1_4/mask-yw_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-yw_op-mad (assemble)
// expect: the tokens of valid-ps_1_4-mask-yw_op-mad.bin
// origin: template mask {mask: yw, op: mad}
ps_1_4
mov r1, c0
mad r0.yw, r1, r1, r1
mov r0, c0
