// case: swz.ps20/valid/ps_3_0/any_op-add_swz-xyyx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-add_swz-xyyx (assemble)
// expect: the tokens of valid-ps_3_0-any_op-add_swz-xyyx.bin
// origin: template swizzle {op: add, swz: xyyx}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.xyyx, r1
mov oC0, c0
