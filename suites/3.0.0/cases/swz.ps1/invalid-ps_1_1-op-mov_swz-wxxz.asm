// case: swz.ps1/invalid/ps_1_1/op-mov_swz-wxxz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wxxz}
ps_1_1
mov r1, c0
mov r0, r1.wxxz
mov r0, c0
