// case: swz.ps20/valid/ps_3_0/any_op-add_swz-xxwz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-add_swz-xxwz (assemble)
// expect: the tokens of valid-ps_3_0-any_op-add_swz-xxwz.bin
// origin: template swizzle {op: add, swz: xxwz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xxwz, r1
mov oC0, c0
