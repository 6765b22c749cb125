// case: swz.ps1/invalid/ps_1_3/replicate_op-add_swz-xxxx (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: add, swz: xxxx}
ps_1_3
mov r1, c0
add r0, r1.xxxx, r1
mov r0, c0
