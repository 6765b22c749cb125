// case: swz.ps20/valid/ps_3_sw/any_op-mov_swz-zyyx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-mov_swz-zyyx (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-mov_swz-zyyx.bin
// origin: template swizzle {op: mov, swz: zyyx}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zyyx
mov oC0, c0
