// case: mask.allowed/valid/ps_2_x/mask-xyzw_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/ps_2_x/mask-xyzw_op-mad (assemble)
// expect: the tokens of valid-ps_2_x-mask-xyzw_op-mad.bin
// origin: template mask {mask: xyzw, op: mad}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad r0.xyzw, r1, r1, r1
mov oC0, c0
