// case: mask.allowed/valid/ps_1_3/ps1_mask-xyz_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_3/ps1_mask-xyz_op-mad (assemble)
// expect: the tokens of valid-ps_1_3-ps1_mask-xyz_op-mad.bin
// origin: template mask {mask: xyz, op: mad}
ps_1_3
mov r1, c0
mad r0.xyz, r1, r1, r1
mov r0, c0
