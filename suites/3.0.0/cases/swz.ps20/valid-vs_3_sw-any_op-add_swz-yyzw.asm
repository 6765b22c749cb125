// case: swz.ps20/valid/vs_3_sw/any_op-add_swz-yyzw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_sw/any_op-add_swz-yyzw (assemble)
// expect: the tokens of valid-vs_3_sw-any_op-add_swz-yyzw.bin
// origin: template swizzle {op: add, swz: yyzw}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.yyzw, r1
mov o0, v0
