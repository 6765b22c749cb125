// case: mask.allowed/valid/ps_2_0/mask-xw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_0/mask-xw_op-mul (assemble)
// expect: the tokens of valid-ps_2_0-mask-xw_op-mul.bin
// origin: template mask {mask: xw, op: mul}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.xw, r1, r1
mov oC0, c0
