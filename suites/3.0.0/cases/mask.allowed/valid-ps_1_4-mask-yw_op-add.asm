// case: mask.allowed/valid/ps_1_4/mask-yw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-yw_op-add (assemble)
// expect: the tokens of valid-ps_1_4-mask-yw_op-add.bin
// origin: template mask {mask: yw, op: add}
ps_1_4
mov r1, c0
add r0.yw, r1, r1
mov r0, c0
