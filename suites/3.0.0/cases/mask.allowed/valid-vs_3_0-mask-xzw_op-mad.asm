// case: mask.allowed/valid/vs_3_0/mask-xzw_op-mad (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_0/mask-xzw_op-mad (assemble)
// expect: the tokens of valid-vs_3_0-mask-xzw_op-mad.bin
// origin: template mask {mask: xzw, op: mad}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0.xzw, r1, r1, r1
mov o0, v0
