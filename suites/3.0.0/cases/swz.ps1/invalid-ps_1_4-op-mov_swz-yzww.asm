// case: swz.ps1/invalid/ps_1_4/op-mov_swz-yzww (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yzww}
ps_1_4
mov r1, c0
mov r0, r1.yzww
mov r0, c0
