// case: swz.ps20/valid/ps_2_sw/any_op-mov_swz-xxzy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_sw/any_op-mov_swz-xxzy (assemble)
// expect: the tokens of valid-ps_2_sw-any_op-mov_swz-xxzy.bin
// origin: template swizzle {op: mov, swz: xxzy}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xxzy
mov oC0, c0
