// case: swz.ps20/valid/vs_3_0/any_op-add_swz-yywx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-add_swz-yywx (assemble)
// expect: the tokens of valid-vs_3_0-any_op-add_swz-yywx.bin
// origin: template swizzle {op: add, swz: yywx}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yywx, r1
mov o0, v0
