// case: mask.allowed/invalid/ps_1_1/ps1_mask-zw_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: zw, op: mov}
ps_1_1
mov r1, c0
mov r0.zw, r1
mov r0, c0
