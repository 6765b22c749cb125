// case: swz.ps1/invalid/ps_1_3/op-mov_swz-wyzw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wyzw}
ps_1_3
mov r1, c0
mov r0, r1.wyzw
mov r0, c0
