// case: swz.ps1/invalid/ps_1_1/op-mov_swz-zzzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zzzx}
ps_1_1
mov r1, c0
mov r0, r1.zzzx
mov r0, c0
