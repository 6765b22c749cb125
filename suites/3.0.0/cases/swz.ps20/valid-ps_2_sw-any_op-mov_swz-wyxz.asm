// case: swz.ps20/valid/ps_2_sw/any_op-mov_swz-wyxz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_sw/any_op-mov_swz-wyxz (assemble)
// expect: the tokens of valid-ps_2_sw-any_op-mov_swz-wyxz.bin
// origin: template swizzle {op: mov, swz: wyxz}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wyxz
mov oC0, c0
