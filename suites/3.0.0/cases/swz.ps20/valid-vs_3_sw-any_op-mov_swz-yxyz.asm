// case: swz.ps20/valid/vs_3_sw/any_op-mov_swz-yxyz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-mov_swz-yxyz (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-mov_swz-yxyz.bin
// origin: template swizzle {op: mov, swz: yxyz}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxyz
mov o0, v0
