// case: swz.ps1/invalid/ps_1_4/op-mov_swz-zxyw (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zxyw}
ps_1_4
mov r1, c0
mov r0, r1.zxyw
mov r0, c0
