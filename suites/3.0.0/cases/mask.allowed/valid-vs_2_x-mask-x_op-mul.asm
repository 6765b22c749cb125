// case: mask.allowed/valid/vs_2_x/mask-x_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_x/mask-x_op-mul (assemble)
// expect: the tokens of valid-vs_2_x-mask-x_op-mul.bin
// origin: template mask {mask: x, op: mul}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.x, r1, r1
mov oPos, v0
