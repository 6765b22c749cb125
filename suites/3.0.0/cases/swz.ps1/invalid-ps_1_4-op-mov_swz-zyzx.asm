// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zyzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zyzx}
ps_1_4
mov r1, c0
mov r0, r1.zyzx
mov r0, c0
