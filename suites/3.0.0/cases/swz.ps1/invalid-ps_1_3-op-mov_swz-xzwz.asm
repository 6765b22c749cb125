// case: swz.ps1/invalid/ps_1_3/op-mov_swz-xzwz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xzwz}
ps_1_3
mov r1, c0
mov r0, r1.xzwz
mov r0, c0
