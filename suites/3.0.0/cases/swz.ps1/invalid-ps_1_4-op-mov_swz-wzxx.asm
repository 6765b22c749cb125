// case: swz.ps1/invalid/ps_1_4/op-mov_swz-wzxx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wzxx}
ps_1_4
mov r1, c0
mov r0, r1.wzxx
mov r0, c0
