// case: swz.ps20/valid/ps_2_x/any_op-add_swz-zyyz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-add_swz-zyyz (assemble)
// expect: the tokens of valid-ps_2_x-any_op-add_swz-zyyz.bin
// origin: template swizzle {op: add, swz: zyyz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zyyz, r1
mov oC0, c0
