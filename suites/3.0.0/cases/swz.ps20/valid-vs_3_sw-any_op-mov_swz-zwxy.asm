// case: swz.ps20/valid/vs_3_sw/any_op-mov_swz-zwxy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-mov_swz-zwxy (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-mov_swz-zwxy.bin
// origin: template swizzle {op: mov, swz: zwxy}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zwxy
mov o0, v0
