// case: swz.ps1/invalid/ps_1_3/replicate_op-mov_swz-xxxx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: xxxx}
ps_1_3
mov r1, c0
mov r0, r1.xxxx
mov r0, c0
