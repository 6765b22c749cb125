// case: swz.ps20/valid/vs_2_x/any_op-add_swz-yxzy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-add_swz-yxzy (assemble)
// expect: the tokens of valid-vs_2_x-any_op-add_swz-yxzy.bin
// origin: template swizzle {op: add, swz: yxzy}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yxzy, r1
mov oPos, v0
