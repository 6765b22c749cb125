// case: mask.allowed/invalid/ps_1_2/ps1_mask-xy_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xy, op: add}
ps_1_2
mov r1, c0
add r0.xy, r1, r1
mov r0, c0
