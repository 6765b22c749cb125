// case: mask.allowed/invalid/ps_1_2/ps1_mask-yz_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yz, op: mov}
ps_1_2
mov r1, c0
mov r0.yz, r1
mov r0, c0
