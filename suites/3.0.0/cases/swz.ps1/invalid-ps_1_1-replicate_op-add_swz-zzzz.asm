// case: swz.ps1/invalid/ps_1_1/replicate_op-add_swz-zzzz (validate)
// expect: invalid [swz.ps1]
// origin: template swizzle {op: add, swz: zzzz}
ps_1_1
mov r1, c0
add r0, r1.zzzz, r1
mov r0, c0
