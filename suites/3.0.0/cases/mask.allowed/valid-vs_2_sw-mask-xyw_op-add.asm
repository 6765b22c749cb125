// case: mask.allowed/valid/vs_2_sw/mask-xyw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_sw/mask-xyw_op-add (assemble)
// expect: the tokens of valid-vs_2_sw-mask-xyw_op-add.bin
// origin: template mask {mask: xyw, op: add}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.xyw, r1, r1
mov oPos, v0
