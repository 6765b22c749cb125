// case: swz.ps20/valid/vs_2_x/any_op-mov_swz-wxyw (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_x/any_op-mov_swz-wxyw (assemble)
// expect: the tokens of valid-vs_2_x-any_op-mov_swz-wxyw.bin
// origin: template swizzle {op: mov, swz: wxyw}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wxyw
mov oPos, v0
