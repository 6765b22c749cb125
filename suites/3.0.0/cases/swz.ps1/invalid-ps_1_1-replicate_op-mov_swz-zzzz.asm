// case: swz.ps1/invalid/ps_1_1/replicate_op-mov_swz-zzzz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: zzzz}
ps_1_1
mov r1, c0
mov r0, r1.zzzz
mov r0, c0
