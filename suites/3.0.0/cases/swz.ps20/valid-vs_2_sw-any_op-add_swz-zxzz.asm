// case: swz.ps20/valid/vs_2_sw/any_op-add_swz-zxzz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_sw/any_op-add_swz-zxzz (assemble)
// expect: the tokens of valid-vs_2_sw-any_op-add_swz-zxzz.bin
// origin: template swizzle {op: add, swz: zxzz}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zxzz, r1
mov oPos, v0
