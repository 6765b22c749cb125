// case: swz.ps1/invalid/ps_1_4/op-mov_swz-wxwy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wxwy}
ps_1_4
mov r1, c0
mov r0, r1.wxwy
mov r0, c0
