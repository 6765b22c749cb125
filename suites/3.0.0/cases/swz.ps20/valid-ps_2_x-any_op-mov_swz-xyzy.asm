// case: swz.ps20/valid/ps_2_x/any_op-mov_swz-xyzy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-mov_swz-xyzy (assemble)
// expect: the tokens of valid-ps_2_x-any_op-mov_swz-xyzy.bin
// origin: template swizzle {op: mov, swz: xyzy}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, r1.xyzy
mov oC0, c0
