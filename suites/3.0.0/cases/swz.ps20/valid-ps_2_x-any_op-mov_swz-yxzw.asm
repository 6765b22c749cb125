// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-yxzw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-yxzw (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-yxzw.bin
// origin: template swizzle {op: mov, swz: yxzw}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxzw
mov oC0, c0
