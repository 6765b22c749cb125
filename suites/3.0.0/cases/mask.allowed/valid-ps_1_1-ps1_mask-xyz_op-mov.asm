// case: mask.allowed/valid/ps_1_1/ps1_mask-xyz_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_1/ps1_mask-xyz_op-mov (assemble)
// expect: the tokens of valid-ps_1_1-ps1_mask-xyz_op-mov.bin
// origin: template mask {mask: xyz, op: mov}
ps_1_1
mov r1, c0
mov r0.xyz, r1
mov r0, c0
