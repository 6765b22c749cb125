// case: swz.ps20/valid/vs_2_0/any_op-add_swz-wxyw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-add_swz-wxyw (assemble)
// expect: the tokens of valid-vs_2_0-any_op-add_swz-wxyw.bin
// origin: template swizzle {op: add, swz: wxyw}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wxyw, r1
mov oPos, v0
