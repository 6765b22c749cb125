// case: swz.ps1/invalid/ps_1_1/op-mov_swz-zwzy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zwzy}
ps_1_1
mov r1, c0
mov r0, r1.zwzy
mov r0, c0
