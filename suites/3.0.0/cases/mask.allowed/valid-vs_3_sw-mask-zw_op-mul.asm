// case: mask.allowed/valid/vs_3_sw/mask-zw_op-mul (validate)
// expect: valid
// case: mask.allowed/assemble/vs_3_sw/mask-zw_op-mul (assemble)
// expect: the tokens of valid-vs_3_sw-mask-zw_op-mul.bin
// origin: template mask {mask: zw, op: mul}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0.zw, r1, r1
mov o0, v0
