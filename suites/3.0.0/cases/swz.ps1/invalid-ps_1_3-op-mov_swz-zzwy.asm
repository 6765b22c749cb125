// case: swz.ps1/invalid/ps_1_3/op-mov_swz-zzwy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zzwy}
ps_1_3
mov r1, c0
mov r0, r1.zzwy
mov r0, c0
