// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-ywyx (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-ywyx (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-ywyx.bin
// origin: template swizzle {op: add, swz: ywyx}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.ywyx, r1
mov oC0, c0
