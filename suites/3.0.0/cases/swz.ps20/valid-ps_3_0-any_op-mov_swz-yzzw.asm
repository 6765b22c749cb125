// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-yzzw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-yzzw (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-yzzw.bin
// origin: template swizzle {op: mov, swz: yzzw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yzzw
mov oC0, c0
