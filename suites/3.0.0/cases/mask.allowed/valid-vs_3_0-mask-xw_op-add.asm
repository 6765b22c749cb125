// case: mask.allowed/valid/vs_3_0/mask-xw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_0/mask-xw_op-add (assemble)
// expect: the tokens of valid-vs_3_0-mask-xw_op-add.bin
// origin: template mask {mask: xw, op: add}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.xw, r1, r1
mov o0, v0
