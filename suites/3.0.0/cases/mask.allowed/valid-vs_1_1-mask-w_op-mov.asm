// case: mask.allowed/valid/vs_1_1/mask-w_op-mov (validate)
// expect: valid
// case: mask.allowed/assemble/vs_1_1/mask-w_op-mov (assemble)
// expect: the tokens of valid-vs_1_1-mask-w_op-mov.bin
// origin: template mask {mask: w, op: mov}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0.w, r1
mov oPos, v0
