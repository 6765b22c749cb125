// case: mask.allowed/invalid/ps_1_3/ps1_mask-x_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: x, op: add}
ps_1_3
mov r1, c0
add r0.x, r1, r1
mov r0, c0
