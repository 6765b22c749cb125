// case: swz.ps20/valid/vs_2_x/any_op-mov_swz-zxxy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-mov_swz-zxxy (assemble)
// expect: the tokens of valid-vs_2_x-any_op-mov_swz-zxxy.bin
// origin: template swizzle {op: mov, swz: zxxy}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zxxy
mov oPos, v0
