// case: mask.allowed/invalid/ps_1_3/ps1_mask-xz_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xz, op: mov}
ps_1_3
mov r1, c0
mov r0.xz, r1
mov r0, c0
