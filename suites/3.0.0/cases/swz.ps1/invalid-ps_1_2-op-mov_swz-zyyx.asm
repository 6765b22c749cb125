// case: swz.ps1/invalid/ps_1_2/op-mov_swz-zyyx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zyyx}
ps_1_2
mov r1, c0
mov r0, r1.zyyx
mov r0, c0
