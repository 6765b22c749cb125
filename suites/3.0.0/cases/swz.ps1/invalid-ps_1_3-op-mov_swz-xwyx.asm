// case: swz.ps1/invalid/ps_1_3/op-mov_swz-xwyx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xwyx}
ps_1_3
mov r1, c0
mov r0, r1.xwyx
mov r0, c0
