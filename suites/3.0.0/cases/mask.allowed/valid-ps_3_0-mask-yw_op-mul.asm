// case: mask.allowed/valid/ps_3_0/mask-yw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_3_0/mask-yw_op-mul (assemble)
// expect: the tokens of valid-ps_3_0-mask-yw_op-mul.bin
// origin: template mask {mask: yw, op: mul}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.yw, r1, r1
mov oC0, c0
