// case: mask.allowed/valid/vs_2_x/mask-xyz_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_x/mask-xyz_op-mov (assemble)
// expect: the tokens of valid-vs_2_x-mask-xyz_op-mov.bin
// origin: template mask {mask: xyz, op: mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xyz, r1
mov oPos, v0
