// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-wyxy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-wyxy (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-wyxy.bin
// origin: template swizzle {op: mov, swz: wyxy}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wyxy
mov oC0, c0
