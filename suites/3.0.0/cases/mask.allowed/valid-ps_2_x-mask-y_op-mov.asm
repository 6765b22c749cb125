// case: mask.allowed/valid/ps_2_x/mask-y_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_x/mask-y_op-mov (assemble)
// expect: the tokens of valid-ps_2_x-mask-y_op-mov.bin
// origin: template mask {mask: y, op: mov}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.y, r1
mov oC0, c0
