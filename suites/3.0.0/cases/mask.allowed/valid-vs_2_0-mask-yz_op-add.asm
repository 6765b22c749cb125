// case: mask.allowed/valid/vs_2_0/mask-yz_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_0/mask-yz_op-add (assemble)
// expect: the tokens of valid-vs_2_0-mask-yz_op-add.bin
// origin: template mask {mask: yz, op: add}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.yz, r1, r1
mov oPos, v0
