// case: swz.ps1/invalid/ps_1_3/op-mov_swz-wyzy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: wyzy}
ps_1_3
mov r1, c0
mov r0, r1.wyzy
mov r0, c0
