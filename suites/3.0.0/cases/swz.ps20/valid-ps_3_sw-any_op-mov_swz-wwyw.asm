// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-wwyw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-wwyw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-wwyw.bin
// origin: template swizzle {op: mov, swz: wwyw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wwyw
mov oC0, c0
