// case: mask.allowed/valid/vs_3_sw/mask-yw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_sw/mask-yw_op-add (assemble)
// expect: the tokens of valid-vs_3_sw-mask-yw_op-add.bin
// origin: template mask {mask: yw, op: add}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.yw, r1, r1
mov o0, v0
