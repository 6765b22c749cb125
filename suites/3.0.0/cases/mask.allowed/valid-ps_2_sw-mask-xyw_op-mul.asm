// case: mask.allowed/valid/ps_2_sw/mask-xyw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_sw/mask-xyw_op-mul (assemble)
// expect: the tokens of valid-ps_2_sw-mask-xyw_op-mul.bin
// origin: template mask {mask: xyw, op: mul}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.xyw, r1, r1
mov oC0, c0
