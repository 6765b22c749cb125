// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-wzxz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-wzxz (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-wzxz.bin
// origin: template swizzle {op: mov, swz: wzxz}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.wzxz
mov oC0, c0
