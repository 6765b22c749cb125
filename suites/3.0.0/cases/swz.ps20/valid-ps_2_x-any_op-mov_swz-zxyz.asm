// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-zxyz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-zxyz (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-zxyz.bin
// origin: template swizzle {op: mov, swz: zxyz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.zxyz
mov oC0, c0
