// case: mask.allowed/invalid/ps_1_3/ps1_mask-z_op-mov (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: z, op: mov}
ps_1_3
mov r1, c0
mov r0.z, r1
mov r0, c0
