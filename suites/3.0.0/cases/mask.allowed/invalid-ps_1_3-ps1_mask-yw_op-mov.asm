// case: mask.allowed/invalid/ps_1_3/ps1_mask-yw_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yw, op: mov}
ps_1_3
mov r1, c0
mov r0.yw, r1
mov r0, c0
