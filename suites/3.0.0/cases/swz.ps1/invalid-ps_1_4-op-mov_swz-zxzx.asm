// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zxzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zxzx}
ps_1_4
mov r1, c0
mov r0, r1.zxzx
mov r0, c0
