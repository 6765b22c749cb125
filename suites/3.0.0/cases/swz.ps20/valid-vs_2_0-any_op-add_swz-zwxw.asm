// case: swz.ps20/valid/vs_2_0/any_op-add_swz-zwxw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-add_swz-zwxw (assemble)
// expect: the tokens of valid-vs_2_0-any_op-add_swz-zwxw.bin
// origin: template swizzle {op: add, swz: zwxw}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zwxw, r1
mov oPos, v0
