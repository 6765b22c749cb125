// case: mask.allowed/invalid/ps_1_3/ps1_mask-yw_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: yw, op: add}
ps_1_3
mov r1, c0
add r0.yw, r1, r1
mov r0, c0
