// case: swz.ps20/valid/ps_3_0/any_op-add_swz-wyyx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_0/any_op-add_swz-wyyx (assemble)
// expect: the tokens of valid-ps_3_0-any_op-add_swz-wyyx.bin
// origin: template swizzle {op: add, swz: wyyx}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wyyx, r1
mov oC0, c0
