// case: mask.allowed/valid/ps_1_4/mask-yw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-yw_op-mul (assemble)
// expect: the tokens of valid-ps_1_4-mask-yw_op-mul.bin
// origin: template mask {mask: yw, op: mul}
ps_1_4
mov r1, c0
mul r0.yw, r1, r1
mov r0, c0
