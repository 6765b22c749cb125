// case: swz.ps1/invalid/ps_1_3/op-mov_swz-yxxx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yxxx}
ps_1_3
mov r1, c0
mov r0, r1.yxxx
mov r0, c0
