// case: swz.ps20/valid/ps_2_x/any_op-add_swz-zyzz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-add_swz-zyzz (assemble)
// expect: the tokens of valid-ps_2_x-any_op-add_swz-zyzz.bin
// origin: template swizzle {op: add, swz: zyzz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zyzz, r1
mov oC0, c0
