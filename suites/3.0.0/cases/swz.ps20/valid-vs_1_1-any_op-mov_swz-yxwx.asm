// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-yxwx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-yxwx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-yxwx.bin
// origin: template swizzle {op: mov, swz: yxwx}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yxwx
mov oPos, v0
