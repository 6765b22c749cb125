// case: mask.allowed/invalid/ps_1_1/ps1_mask-xyw_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xyw, op: mad}
ps_1_1
mov r1, c0
mad r0.xyw, r1, r1, r1
mov r0, c0
