// case: mask.allowed/valid/ps_1_4/mask-w_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-w_op-mul (assemble)
// expect: the tokens of valid-ps_1_4-mask-w_op-mul.bin
// origin: template mask {mask: w, op: mul}
ps_1_4
mov r1, c0
mul r0.w, r1, r1
mov r0, c0
