// case: mask.allowed/invalid/ps_1_2/ps1_mask-xz_op-add (validate)
// expect: invalid [mask.allowed]
// origin: template mask {mask: xz, op: add}
ps_1_2
mov r1, c0
add r0.xz, r1, r1
mov r0, c0
