// case: swz.ps20/valid/vs_2_x/any_op-add_swz-ywxx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-add_swz-ywxx (assemble)
// expect: the tokens of valid-vs_2_x-any_op-add_swz-ywxx.bin
// origin: template swizzle {op: add, swz: ywxx}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.ywxx, r1
mov oPos, v0
