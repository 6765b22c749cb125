// case: swz.ps20/valid/vs_2_0/any_op-mov_swz-wzzz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_2_0/any_op-mov_swz-wzzz (assemble)
// expect: the tokens of valid-vs_2_0-any_op-mov_swz-wzzz.bin
// origin: template swizzle {op: mov, swz: wzzz}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzzz
mov oPos, v0
