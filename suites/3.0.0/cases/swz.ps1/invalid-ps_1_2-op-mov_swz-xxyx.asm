// case: swz.ps1/invalid/ps_1_2/op-mov_swz-xxyx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxyx}
ps_1_2
mov r1, c0
mov r0, r1.xxyx
mov r0, c0
