// case: mask.allowed/invalid/ps_1_3/ps1_mask-xw_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xw, op: mad}
ps_1_3
mov r1, c0
mad r0.xw, r1, r1, r1
mov r0, c0
