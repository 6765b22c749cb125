// case: mask.allowed/valid/ps_3_sw/mask-xw_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/ps_3_sw/mask-xw_op-mov (assemble)
// expect: the tokens of valid-ps_3_sw-mask-xw_op-mov.bin
// origin: template mask {mask: xw, op: mov}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xw, r1
mov oC0, c0
