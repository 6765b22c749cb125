// case: mask.allowed/valid/ps_1_4/mask-xz_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-xz_op-mov (assemble)
// expect: the tokens of valid-ps_1_4-mask-xz_op-mov.bin
// origin: template mask {mask: xz, op: mov}
ps_1_4
mov r1, c0
mov r0.xz, r1
mov r0, c0
