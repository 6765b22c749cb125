// case: mask.allowed/valid/vs_2_x/mask-z_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_x/mask-z_op-add (assemble)
// expect: the tokens of valid-vs_2_x-mask-z_op-add.bin
// origin: template mask {mask: z, op: add}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0.z, r1, r1
mov oPos, v0
