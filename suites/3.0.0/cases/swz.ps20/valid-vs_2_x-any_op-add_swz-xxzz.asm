// case: swz.ps20/valid/vs_2_x/any_op-add_swz-xxzz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-add_swz-xxzz (assemble)
// expect: the tokens of valid-vs_2_x-any_op-add_swz-xxzz.bin
// origin: template swizzle {op: add, swz: xxzz}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xxzz, r1
mov oPos, v0
