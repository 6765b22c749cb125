// case: mask.allowed/valid/ps_1_4/mask-z_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-z_op-add (assemble)
// expect: the tokens of valid-ps_1_4-mask-z_op-add.bin
// origin: template mask {mask: z, op: add}
ps_1_4
mov r1, c0
add r0.z, r1, r1
mov r0, c0
