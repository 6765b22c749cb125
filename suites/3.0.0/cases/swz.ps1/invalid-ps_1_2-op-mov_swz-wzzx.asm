// case: swz.ps1/invalid/ps_1_2/op-mov_swz-wzzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wzzx}
ps_1_2
mov r1, c0
mov r0, r1.wzzx
mov r0, c0
