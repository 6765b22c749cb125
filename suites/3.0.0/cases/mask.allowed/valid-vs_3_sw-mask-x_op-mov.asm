// case: mask.allowed/valid/vs_3_sw/mask-x_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_sw/mask-x_op-mov (assemble)
// expect: the tokens of valid-vs_3_sw-mask-x_op-mov.bin
// origin: template mask {mask: x, op: mov}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.x, r1
mov o0, v0
