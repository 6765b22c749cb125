// case: mask.allowed/invalid/ps_1_3/ps1_mask-yz_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yz, op: mad}
ps_1_3
mov r1, c0
mad r0.yz, r1, r1, r1
mov r0, c0
