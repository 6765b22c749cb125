// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-zyxw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-zyxw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-zyxw.bin
// origin: template swizzle {op: add, swz: zyxw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.zyxw, r1
mov oC0, c0
