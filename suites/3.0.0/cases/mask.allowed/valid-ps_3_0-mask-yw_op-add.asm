// case: mask.allowed/valid/ps_3_0/mask-yw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_3_0/mask-yw_op-add (assemble)
// expect: the tokens of valid-ps_3_0-mask-yw_op-add.bin
// origin: template mask {mask: yw, op: add}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.yw, r1, r1
mov oC0, c0
