// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-wwzz (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-wwzz (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-wwzz.bin
// origin: template swizzle {op: mov, swz: wwzz}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wwzz
mov oPos, v0
