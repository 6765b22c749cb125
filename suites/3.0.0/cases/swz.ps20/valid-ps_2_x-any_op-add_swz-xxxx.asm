// case: swz.ps20/valid/ps_2_x/any_op-add_swz-xxxx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_x/any_op-add_swz-xxxx (assemble)
// expect: the tokens of valid-ps_2_x-any_op-add_swz-xxxx.bin
// origin: template swizzle {op: add, swz: xxxx}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xxxx, r1
mov oC0, c0
