// case: swz.ps20/valid/ps_2_sw/any_op-add_swz-wzzy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_sw/any_op-add_swz-wzzy (assemble)
// expect: the tokens of valid-ps_2_sw-any_op-add_swz-wzzy.bin
// origin: template swizzle {op: add, swz: wzzy}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wzzy, r1
mov oC0, c0
