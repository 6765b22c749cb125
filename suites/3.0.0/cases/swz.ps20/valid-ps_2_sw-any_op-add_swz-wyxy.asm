// case: swz.ps20/valid/ps_2_sw/any_op-add_swz-wyxy (validate)
// expect: valid
// case: swz.ps20/assemble/ps_2_sw/any_op-add_swz-wyxy (assemble)
// expect: the tokens of valid-ps_2_sw-any_op-add_swz-wyxy.bin
// origin: template swizzle {op: add, swz: wyxy}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wyxy, r1
mov oC0, c0
