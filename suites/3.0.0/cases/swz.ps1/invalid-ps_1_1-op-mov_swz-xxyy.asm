// case: swz.ps1/invalid/ps_1_1/op-mov_swz-xxyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxyy}
ps_1_1
mov r1, c0
mov r0, r1.xxyy
mov r0, c0
