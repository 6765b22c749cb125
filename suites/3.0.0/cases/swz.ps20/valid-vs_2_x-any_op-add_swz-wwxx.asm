// case: swz.ps20/valid/vs_2_x/any_op-add_swz-wwxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-add_swz-wwxx (assemble)
// expect: the tokens of valid-vs_2_x-any_op-add_swz-wwxx.bin
// origin: template swizzle {op: add, swz: wwxx}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wwxx, r1
mov oPos, v0
