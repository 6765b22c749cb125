// case: swz.ps20/valid/vs_1_1/any_op-add_swz-yxzy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-add_swz-yxzy (assemble)
// expect: the tokens of valid-vs_1_1-any_op-add_swz-yxzy.bin
// origin: template swizzle {op: add, swz: yxzy}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yxzy, r1
mov oPos, v0
