// case: swz.ps20/valid/ps_3_0/any_op-mov_swz-ywyw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-mov_swz-ywyw (assemble)
// expect: the tokens of valid-ps_3_0-any_op-mov_swz-ywyw.bin
// origin: template swizzle {op: mov, swz: ywyw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.ywyw
mov oC0, c0
