// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-yxyz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-yxyz (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-yxyz.bin
// origin: template swizzle {op: mov, swz: yxyz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxyz
mov oC0, c0
