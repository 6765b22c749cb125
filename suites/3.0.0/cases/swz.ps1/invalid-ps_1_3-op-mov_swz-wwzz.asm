// case: swz.ps1/invalid/ps_1_3/op-mov_swz-wwzz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wwzz}
ps_1_3
mov r1, c0
mov r0, r1.wwzz
mov r0, c0
