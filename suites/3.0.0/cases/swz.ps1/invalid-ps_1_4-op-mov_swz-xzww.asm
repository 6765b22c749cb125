// case: swz.ps1/invalid/ps_1_4/op-mov_swz-xzww (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xzww}
ps_1_4
mov r1, c0
mov r0, r1.xzww
mov r0, c0
