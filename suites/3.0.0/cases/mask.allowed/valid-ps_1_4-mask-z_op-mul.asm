// case: mask.allowed/valid/ps_1_4/mask-z_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-z_op-mul (assemble)
// expect: the tokens of valid-ps_1_4-mask-z_op-mul.bin
// origin: template mask {mask: z, op: mul}
ps_1_4
mov r1, c0
mul r0.z, r1, r1
mov r0, c0
