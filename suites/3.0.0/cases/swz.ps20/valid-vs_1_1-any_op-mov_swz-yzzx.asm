// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-yzzx (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-yzzx (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-yzzx.bin
// origin: template swizzle {op: mov, swz: yzzx}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yzzx
mov oPos, v0
