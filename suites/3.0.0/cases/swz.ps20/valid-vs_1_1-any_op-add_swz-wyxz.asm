// case: swz.ps20/valid/vs_1_1/any_op-add_swz-wyxz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-add_swz-wyxz (assemble)
// expect: the tokens of valid-vs_1_1-any_op-add_swz-wyxz.bin
// origin: template swizzle {op: add, swz: wyxz}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wyxz, r1
mov oPos, v0
