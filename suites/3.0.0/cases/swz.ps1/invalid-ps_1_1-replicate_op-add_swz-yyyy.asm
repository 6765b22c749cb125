// case: swz.ps1/invalid/ps_1_1/replicate_op-add_swz-yyyy (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: add, swz: yyyy}
ps_1_1
mov r1, c0
add r0, r1.yyyy, r1
mov r0, c0
