// case: swz.ps1/invalid/ps_1_2/op-mov_swz-zzww (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zzww}
ps_1_2
mov r1, c0
mov r0, r1.zzww
mov r0, c0
