// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-yxww (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-yxww (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-yxww.bin
// origin: template swizzle {op: mov, swz: yxww}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxww
mov oC0, c0
