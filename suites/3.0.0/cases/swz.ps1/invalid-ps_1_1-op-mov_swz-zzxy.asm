// case: swz.ps1/invalid/ps_1_1/op-mov_swz-zzxy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zzxy}
ps_1_1
mov r1, c0
mov r0, r1.zzxy
mov r0, c0
