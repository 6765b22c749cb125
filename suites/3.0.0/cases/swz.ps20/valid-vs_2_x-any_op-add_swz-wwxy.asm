// case: swz.ps20/valid/vs_2_x/any_op-add_swz-wwxy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-add_swz-wwxy (assemble)
// expect: the tokens of valid-vs_2_x-any_op-add_swz-wwxy.bin
// origin: template swizzle {op: add, swz: wwxy}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wwxy, r1
mov oPos, v0
