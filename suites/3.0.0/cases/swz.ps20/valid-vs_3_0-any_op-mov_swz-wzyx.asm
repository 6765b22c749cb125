// case: swz.ps20/valid/vs_3_0/any_op-mov_swz-wzyx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_3_0/any_op-mov_swz-wzyx (assemble)
// expect: the tokens of valid-vs_3_0-any_op-mov_swz-wzyx.bin
// origin: template swizzle {op: mov, swz: wzyx}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzyx
mov o0, v0
