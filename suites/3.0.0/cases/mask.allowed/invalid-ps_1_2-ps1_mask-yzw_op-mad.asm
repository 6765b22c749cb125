// case: mask.allowed/invalid/ps_1_2/ps1_mask-yzw_op-mad (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yzw, op: mad}
ps_1_2
mov r1, c0
mad r0.yzw, r1, r1, r1
mov r0, c0
