// case: swz.ps20/valid/vs_3_sw/any_op-add_swz-xzzy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-add_swz-xzzy (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-add_swz-xzzy.bin
// origin: template swizzle {op: add, swz: xzzy}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xzzy, r1
mov o0, v0
