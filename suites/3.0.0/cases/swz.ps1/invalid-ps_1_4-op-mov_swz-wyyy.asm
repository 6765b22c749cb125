// case: swz.ps1/invalid/ps_1_4/op-mov_swz-wyyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wyyy}
ps_1_4
mov r1, c0
mov r0, r1.wyyy
mov r0, c0
