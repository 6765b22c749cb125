// case: mask.allowed/valid/ps_1_4/mask-xyzw_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-xyzw_op-mad (assemble)
// expect: the tokens of valid-ps_1_4-mask-xyzw_op-mad.bin
// origin: template mask {mask: xyzw, op: mad}
ps_1_4
mov r1, c0
mad r0.xyzw, r1, r1, r1
mov r0, c0
