// case: mask.allowed/valid/ps_2_sw/mask-yw_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_sw/mask-yw_op-mov (assemble)
// expect: the tokens of valid-ps_2_sw-mask-yw_op-mov.bin
// origin: template mask {mask: yw, op: mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.yw, r1
mov oC0, c0
