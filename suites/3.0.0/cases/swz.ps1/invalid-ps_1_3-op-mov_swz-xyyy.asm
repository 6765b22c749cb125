// case: swz.ps1/invalid/ps_1_3/op-mov_swz-xyyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xyyy}
ps_1_3
mov r1, c0
mov r0, r1.xyyy
mov r0, c0
