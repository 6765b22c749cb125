// case: mask.allowed/valid/ps_1_4/mask-x_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-x_op-add (assemble)
// expect: the tokens of valid-ps_1_4-mask-x_op-add.bin
// origin: template mask {mask: x, op: add}
ps_1_4
mov r1, c0
add r0.x, r1, r1
mov r0, c0
