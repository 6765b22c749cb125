// case: swz.ps1/invalid/ps_1_1/op-mov_swz-yxwz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yxwz}
ps_1_1
mov r1, c0
mov r0, r1.yxwz
mov r0, c0
