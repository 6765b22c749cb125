// case: swz.ps20/valid/vs_2_0/any_op-add_swz-zwzz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-add_swz-zwzz (assemble)
// expect: the tokens of valid-vs_2_0-any_op-add_swz-zwzz.bin
// origin: template swizzle {op: add, swz: zwzz}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zwzz, r1
mov oPos, v0
