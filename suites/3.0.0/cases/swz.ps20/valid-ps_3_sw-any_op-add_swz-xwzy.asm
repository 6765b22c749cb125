// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-xwzy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-xwzy (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-xwzy.bin
// origin: template swizzle {op: add, swz: xwzy}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xwzy, r1
mov oC0, c0
