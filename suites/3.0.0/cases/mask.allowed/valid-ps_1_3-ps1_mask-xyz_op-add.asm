// case: mask.allowed/valid/ps_1_3/ps1_mask-xyz_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_3/ps1_mask-xyz_op-add (assemble)
// expect: the tokens of valid-ps_1_3-ps1_mask-xyz_op-add.bin
// origin: template mask {mask: xyz, op: add}
ps_1_3
mov r1, c0
add r0.xyz, r1, r1
mov r0, c0
