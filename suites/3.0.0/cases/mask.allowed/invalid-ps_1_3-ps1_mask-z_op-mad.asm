// case: mask.allowed/invalid/ps_1_3/ps1_mask-z_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: z, op: mad}
ps_1_3
mov r1, c0
mad r0.z, r1, r1, r1
mov r0, c0
