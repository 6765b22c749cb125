// case: swz.ps1/invalid/ps_1_4/op-mov_swz-yzxw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yzxw}
ps_1_4
mov r1, c0
mov r0, r1.yzxw
mov r0, c0
