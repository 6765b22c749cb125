// case: mask.allowed/valid/vs_2_0/mask-xzw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_0/mask-xzw_op-mul (assemble)
// expect: the tokens of valid-vs_2_0-mask-xzw_op-mul.bin
// origin: template mask {mask: xzw, op: mul}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.xzw, r1, r1
mov oPos, v0
