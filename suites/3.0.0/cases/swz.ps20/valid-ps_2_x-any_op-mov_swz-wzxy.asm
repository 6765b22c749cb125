// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-wzxy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-wzxy (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-wzxy.bin
// origin: template swizzle {op: mov, swz: wzxy}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzxy
mov oC0, c0
