// case: swz.ps1/invalid/ps_1_3/op-mov_swz-wxzx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wxzx}
ps_1_3
mov r1, c0
mov r0, r1.wxzx
mov r0, c0
