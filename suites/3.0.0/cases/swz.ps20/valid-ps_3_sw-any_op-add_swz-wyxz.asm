// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-wyxz (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-wyxz (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-wyxz.bin
// origin: template swizzle {op: add, swz: wyxz}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wyxz, r1
mov oC0, c0
