// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-yxxx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-yxxx (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-yxxx.bin
// origin: template swizzle {op: add, swz: yxxx}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yxxx, r1
mov oC0, c0
