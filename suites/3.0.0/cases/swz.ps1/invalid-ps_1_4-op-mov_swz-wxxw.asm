// case: swz.ps1/invalid/ps_1_4/op-mov_swz-wxxw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wxxw}
ps_1_4
mov r1, c0
mov r0, r1.wxxw
mov r0, c0
