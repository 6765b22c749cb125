// case: swz.ps20/valid/vs_3_0/any_op-mov_swz-xxyz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-mov_swz-xxyz (assemble)
// expect: the tokens of valid-vs_3_0-any_op-mov_swz-xxyz.bin
// origin: template swizzle {op: mov, swz: xxyz}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xxyz
mov o0, v0
