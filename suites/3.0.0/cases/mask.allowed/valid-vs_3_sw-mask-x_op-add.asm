// case: mask.allowed/valid/vs_3_sw/mask-x_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_sw/mask-x_op-add (assemble)
// expect: the tokens of valid-vs_3_sw-mask-x_op-add.bin
// origin: template mask {mask: x, op: add}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.x, r1, r1
mov o0, v0
