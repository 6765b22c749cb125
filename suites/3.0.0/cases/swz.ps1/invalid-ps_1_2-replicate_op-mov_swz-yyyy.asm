// case: swz.ps1/invalid/ps_1_2/replicate_op-mov_swz-yyyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: mov, swz: yyyy}
ps_1_2
mov r1, c0
mov r0, r1.yyyy
mov r0, c0
