// case: mask.allowed/invalid/ps_1_1/ps1_mask-yz_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yz, op: mov}
ps_1_1
mov r1, c0
mov r0.yz, r1
mov r0, c0
