// case: mask.allowed/valid/vs_2_sw/mask-xz_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/vs_2_sw/mask-xz_op-mov (assemble)
// expect: the tokens of valid-vs_2_sw-mask-xz_op-mov.bin
// origin: template mask {mask: xz, op: mov}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.xz, r1
mov oPos, v0
