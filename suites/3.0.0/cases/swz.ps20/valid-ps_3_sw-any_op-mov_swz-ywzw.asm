// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-ywzw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-ywzw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-ywzw.bin
// origin: template swizzle {op: mov, swz: ywzw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.ywzw
mov oC0, c0
