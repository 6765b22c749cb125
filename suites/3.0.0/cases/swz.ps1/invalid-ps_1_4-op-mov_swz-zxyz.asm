// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zxyz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zxyz}
ps_1_4
mov r1, c0
mov r0, r1.zxyz
mov r0, c0
