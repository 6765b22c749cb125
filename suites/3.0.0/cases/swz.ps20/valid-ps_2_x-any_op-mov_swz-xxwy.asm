// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-xxwy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-xxwy (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-xxwy.bin
// origin: template swizzle {op: mov, swz: xxwy}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xxwy
mov oC0, c0
