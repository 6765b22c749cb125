// case: swz.ps1/invalid/ps_1_4/op-mov_swz-xxyz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxyz}
ps_1_4
mov r1, c0
mov r0, r1.xxyz
mov r0, c0
