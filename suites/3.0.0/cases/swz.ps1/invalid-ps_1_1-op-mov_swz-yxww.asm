// case: swz.ps1/invalid/ps_1_1/op-mov_swz-yxww (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yxww}
ps_1_1
mov r1, c0
mov r0, r1.yxww
mov r0, c0
