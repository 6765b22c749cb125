// case: swz.ps1/invalid/ps_1_3/op-mov_swz-xzyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xzyy}
ps_1_3
mov r1, c0
mov r0, r1.xzyy
mov r0, c0
