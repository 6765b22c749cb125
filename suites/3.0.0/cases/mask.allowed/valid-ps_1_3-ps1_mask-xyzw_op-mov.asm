// case: mask.allowed/valid/ps_1_3/ps1_mask-xyzw_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_3/ps1_mask-xyzw_op-mov (assemble)
// expect: the tokens of valid-ps_1_3-ps1_mask-xyzw_op-mov.bin
// origin: template mask {mask: xyzw, op: mov}
ps_1_3
mov r1, c0
mov r0.xyzw, r1
mov r0, c0
