// case: swz.ps1/invalid/ps_1_3/op-mov_swz-xxzw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxzw}
ps_1_3
mov r1, c0
mov r0, r1.xxzw
mov r0, c0
