// case: mask.allowed/valid/ps_1_4/mask-xz_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/ps_1_4/mask-xz_op-mul (assemble)
// expect: the tokens of valid-ps_1_4-mask-xz_op-mul.bin
// origin: template mask {mask: xz, op: mul}
ps_1_4
mov r1, c0
mul r0.xz, r1, r1
mov r0, c0
