// case: mask.allowed/invalid/ps_1_2/ps1_mask-xw_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xw, op: mov}
ps_1_2
mov r1, c0
mov r0.xw, r1
mov r0, c0
