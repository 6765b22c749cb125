// case: mask.allowed/invalid/ps_1_1/ps1_mask-yz_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yz, op: add}
ps_1_1
mov r1, c0
add r0.yz, r1, r1
mov r0, c0
