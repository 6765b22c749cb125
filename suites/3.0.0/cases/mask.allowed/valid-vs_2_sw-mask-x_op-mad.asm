// case: mask.allowed/valid/vs_2_sw/mask-x_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_sw/mask-x_op-mad (assemble)
// expect: the tokens of valid-vs_2_sw-mask-x_op-mad.bin
// origin: template mask {mask: x, op: mad}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0.x, r1, r1, r1
mov oPos, v0
