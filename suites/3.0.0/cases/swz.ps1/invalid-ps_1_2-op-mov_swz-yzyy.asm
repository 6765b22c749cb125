// case: swz.ps1/invalid/ps_1_2/op-mov_swz-yzyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yzyy}
ps_1_2
mov r1, c0
mov r0, r1.yzyy
mov r0, c0
