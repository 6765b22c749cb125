// case: swz.ps20/valid/vs_3_0/any_op-mov_swz-yzzw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-mov_swz-yzzw (assemble)
// expect: the tokens of valid-vs_3_0-any_op-mov_swz-yzzw.bin
// origin: template swizzle {op: mov, swz: yzzw}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yzzw
mov o0, v0
