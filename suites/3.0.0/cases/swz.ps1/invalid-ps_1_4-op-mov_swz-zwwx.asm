// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zwwx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zwwx}
ps_1_4
mov r1, c0
mov r0, r1.zwwx
mov r0, c0
