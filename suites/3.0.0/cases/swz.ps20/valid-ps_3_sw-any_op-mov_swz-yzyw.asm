// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-yzyw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-yzyw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-yzyw.bin
// origin: template swizzle {op: mov, swz: yzyw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.yzyw
mov oC0, c0
