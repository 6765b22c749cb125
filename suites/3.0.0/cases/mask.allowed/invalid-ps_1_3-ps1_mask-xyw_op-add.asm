// case: mask.allowed/invalid/ps_1_3/ps1_mask-xyw_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xyw, op: add}
ps_1_3
mov r1, c0
add r0.xyw, r1, r1
mov r0, c0
