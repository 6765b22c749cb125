// case: mask.allowed/invalid/ps_1_3/ps1_mask-xy_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xy, op: mad}
ps_1_3
mov r1, c0
mad r0.xy, r1, r1, r1
mov r0, c0
