// case: swz.ps1/invalid/ps_1_1/op-mov_swz-wzzy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wzzy}
ps_1_1
mov r1, c0
mov r0, r1.wzzy
mov r0, c0
