// case: swz.ps1/invalid/ps_1_2/op-mov_swz-ywxw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: ywxw}
ps_1_2
mov r1, c0
mov r0, r1.ywxw
mov r0, c0
