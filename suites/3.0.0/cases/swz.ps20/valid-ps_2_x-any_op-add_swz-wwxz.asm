// case: swz.ps20/valid/ps_2_x/any_op-add_swz-wwxz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-add_swz-wwxz (assemble)
// expect: the tokens of valid-ps_2_x-any_op-add_swz-wwxz.bin
// origin: template swizzle {op: add, swz: wwxz}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wwxz, r1
mov oC0, c0
