// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-wxzz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-wxzz (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-wxzz.bin
// origin: template swizzle {op: mov, swz: wxzz}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wxzz
mov oC0, c0
