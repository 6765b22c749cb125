// case: mask.allowed/invalid/ps_1_1/ps1_mask-xyw_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xyw, op: mov}
ps_1_1
mov r1, c0
mov r0.xyw, r1
mov r0, c0
