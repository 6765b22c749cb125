// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-wyxz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-wyxz (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-wyxz.bin
// origin: template swizzle {op: mov, swz: wyxz}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wyxz
mov oPos, v0
