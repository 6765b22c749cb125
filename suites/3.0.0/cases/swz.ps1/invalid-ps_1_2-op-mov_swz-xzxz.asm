// case: swz.ps1/invalid/ps_1_2/op-mov_swz-xzxz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xzxz}
ps_1_2
mov r1, c0
mov r0, r1.xzxz
mov r0, c0
