// case: swz.ps20/valid/ps_3_sw/any_op-add_swz-wxxw (validate)
// expect: valid
// case: swz.ps20/assemble/ps_3_sw/any_op-add_swz-wxxw (assemble)
// expect: the tokens of valid-ps_3_sw-any_op-add_swz-wxxw.bin
// origin: template swizzle {op: add, swz: wxxw}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1.wxxw, r1
mov oC0, c0
