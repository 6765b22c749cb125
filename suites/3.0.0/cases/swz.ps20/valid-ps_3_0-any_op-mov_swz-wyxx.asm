// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-wyxx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-wyxx (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-wyxx.bin
// origin: template swizzle {op: mov, swz: wyxx}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wyxx
mov oC0, c0
