// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-yxzz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-yxzz (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-yxzz.bin
// origin: template swizzle {op: mov, swz: yxzz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxzz
mov oC0, c0
