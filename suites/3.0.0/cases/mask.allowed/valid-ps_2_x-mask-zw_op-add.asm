// case: mask.allowed/valid/ps_2_x/mask-zw_op-add (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_x/mask-zw_op-add (assemble)
// expect: the tokens of valid-ps_2_x-mask-zw_op-add.bin
// origin: template mask {mask: zw, op: add}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0.zw, r1, r1
mov oC0, c0
