// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zxwz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zxwz}
ps_1_4
mov r1, c0
mov r0, r1.zxwz
mov r0, c0
