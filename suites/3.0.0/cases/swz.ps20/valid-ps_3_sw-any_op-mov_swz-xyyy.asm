// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-xyyy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-xyyy (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-xyyy.bin
// origin: template swizzle {op: mov, swz: xyyy}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xyyy
mov oC0, c0
