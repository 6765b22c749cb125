// case: swz.ps20/valid/vs_1_1/any_op-mov_swz-wwyy (validate)
// expect: valid
// case: swz.ps20/assemble/vs_1_1/any_op-mov_swz-wwyy (assemble)
// expect: the tokens of valid-vs_1_1-any_op-mov_swz-wwyy.bin
// origin: template swizzle {op: mov, swz: wwyy}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wwyy
mov oPos, v0
