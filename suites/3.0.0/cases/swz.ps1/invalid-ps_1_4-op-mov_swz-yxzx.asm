// case: swz.ps1/invalid/ps_1_4/op-mov_swz-yxzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yxzx}
ps_1_4
mov r1, c0
mov r0, r1.yxzx
mov r0, c0
