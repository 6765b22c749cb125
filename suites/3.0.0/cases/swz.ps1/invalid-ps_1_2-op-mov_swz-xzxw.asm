// case: swz.ps1/invalid/ps_1_2/op-mov_swz-xzxw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xzxw}
ps_1_2
mov r1, c0
mov r0, r1.xzxw
mov r0, c0
